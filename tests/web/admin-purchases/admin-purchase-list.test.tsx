import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPurchaseList } from '@/components/admin/purchases/admin-purchase-list';
import { navigation } from '../next-navigation';
import { renderApp } from '../components/render-app';
import { API, adminDetail, adminServer } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => navigation.reset('/admin/purchases'));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function answerList() {
  const queries: URLSearchParams[] = [];
  const d = adminDetail({ status: 'WAITING_PAYMENT', statusLabel: '입금 대기', method: 'NO_DEPOSIT', methodLabel: '무통장입금', depositorName: '김데모' });
  const { id, orderNo, status, statusLabel, method, easyPayProvider, methodLabel, orderName, totalAmount, createdAt, paidAt, payTo, retryable, cancelable } = d;
  const { memberId, memberEmail, depositorName, refundedAmount, refundedPoint } = d;
  const row = { id, orderNo, status, statusLabel, method, easyPayProvider, methodLabel, orderName, totalAmount, createdAt, paidAt, payTo, retryable, cancelable, memberId, memberEmail, depositorName, refundedAmount, refundedPoint };
  server.use(
    http.get(`${API}/admin/purchases`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [row], page: 1, size: 20, total: 41 });
    }),
  );
  return queries;
}

describe('/admin/purchases – GET /v1/admin/purchases', () => {
  it('카드마다 주문번호(상세 링크)·회원 이메일·상태·결제 수단·금액을 보인다', async () => {
    answerList();
    renderApp(<AdminPurchaseList />);
    const item = within(await screen.findByRole('list', { name: '구매 목록' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'GM-0041' })).toHaveAttribute('href', '/admin/purchases/41');
    expect(item).toHaveTextContent('demo@example.com');
    expect(item).toHaveTextContent('입금 대기');
    expect(item).toHaveTextContent('무통장입금');
    expect(item).toHaveTextContent('9,000원');
    expect(item).toHaveTextContent('입금자 김데모');
  });

  it('상태·결제 수단은 곧바로, 검색어와 기간은 검색을 눌러야 보내고, 시작일이 늦으면 막는다', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<AdminPurchaseList />);
    await screen.findByRole('list', { name: '구매 목록' });
    await user.selectOptions(screen.getByLabelText('구매 상태'), '결제·입금 대기');
    await user.selectOptions(screen.getByLabelText('결제 수단'), '무통장입금');
    await waitFor(() => expect(queries.at(-1)!.get('method')).toBe('NO_DEPOSIT'));
    expect(queries.at(-1)!.get('status')).toBe('WAITING_PAYMENT');

    await user.type(screen.getByLabelText('주문번호·입금자명'), ' 김데모 ');
    await user.type(screen.getByLabelText('주문일 시작'), '2026-01-10');
    await user.type(screen.getByLabelText('주문일 끝'), '2026-01-05');
    const sent = queries.length;
    await user.click(screen.getByRole('button', { name: '검색' }));
    // 시작일 칸 아래에 이어지고 초점이 그 칸으로 간다
    const start = screen.getByLabelText('주문일 시작');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('시작일은 종료일보다 늦을 수 없습니다.');
    expect(start).toHaveFocus();
    expect(queries).toHaveLength(sent);

    await user.clear(screen.getByLabelText('주문일 끝'));
    await user.type(screen.getByLabelText('주문일 끝'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(queries.at(-1)!.get('q')).toBe('김데모'));
    expect(queries.at(-1)!.get('from')).toBe('2026-01-10');
    expect(queries.at(-1)!.get('to')).toBe('2026-01-31');
    expect(queries.at(-1)!.get('page')).toBe('1');
  });
});

/** 넓은 화면(1024px~)인 척: 표로 그린다 */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

describe('/admin/purchases – 주소에 둔 거르기·정렬·쪽(북마크)', () => {
  it('주소의 조건·정렬·쪽으로 처음부터 부르고, 알아볼 수 없는 값은 버린다', async () => {
    navigation.reset('/admin/purchases', 'status=PAID&method=BOGUS&sort=-totalAmount&page=2');
    const queries = answerList();
    renderApp(<AdminPurchaseList />);
    await screen.findByRole('list', { name: '구매 목록' });
    expect(Object.fromEntries(queries[0]!)).toEqual({ status: 'PAID', sort: '-totalAmount', page: '2', size: '20' });
    expect(screen.getByLabelText('구매 상태')).toHaveValue('PAID');
    expect(screen.getByText('총 41건')).toBeInTheDocument();
  });

  it('거르기를 바꾸면 주소가 바뀌고(첫 쪽으로) 그 조건으로 다시 부른다', async () => {
    navigation.reset('/admin/purchases', 'page=3');
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<AdminPurchaseList />);
    await screen.findByRole('list', { name: '구매 목록' });
    await user.selectOptions(screen.getByLabelText('결제 수단'), '무통장입금');
    expect(navigation.visited.at(-1)).toBe('/admin/purchases?method=NO_DEPOSIT');
    await waitFor(() => expect(queries.at(-1)!.get('method')).toBe('NO_DEPOSIT'));
    expect(queries.at(-1)!.get('page')).toBe('1');
  });

  it('넓은 화면에서는 표: 정렬 머리는 버튼이고 aria-sort 로 방향을 알리며, 누르면 주소의 sort 가 바뀐다', async () => {
    wideScreen();
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<AdminPurchaseList />);
    const table = await screen.findByRole('table', { name: '구매 목록' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'GM-0041' })).toHaveAttribute('href', '/admin/purchases/41');
    expect(row).toHaveTextContent('9,000원');
    const created = within(table).getByRole('columnheader', { name: /주문일시/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    const amount = within(table).getByRole('columnheader', { name: /금액/ });
    expect(amount).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: '주문명' })).not.toHaveAttribute('aria-sort');

    await user.click(within(amount).getByRole('button', { name: /금액/ }));
    expect(navigation.visited.at(-1)).toBe('/admin/purchases?sort=-totalAmount');
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('-totalAmount'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '구매 목록' })).getByRole('columnheader', { name: /금액/ })).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(screen.getByRole('columnheader', { name: /금액/ })).getByRole('button'));
    expect(navigation.visited.at(-1)).toBe('/admin/purchases?sort=totalAmount');
  });

  it('CSV 내보내기는 쪽 번호 없이 같은 조건으로 /export 를 부르고, 거절되면 한국어 문구를 보인다', async () => {
    navigation.reset('/admin/purchases', 'status=PAID&page=2');
    answerList();
    const exports: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/admin/purchases/export`, ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return HttpResponse.json({ code: 'CSV_EXPORT_TOO_LARGE', message: '내보낼 줄이 50,000건을 넘습니다. 기간이나 조건을 좁혀 다시 내보내주세요.', meta: { limit: 50000 } }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<AdminPurchaseList />);
    await screen.findByRole('list', { name: '구매 목록' });
    await user.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('내보낼 줄이 50,000건을 넘습니다.');
    expect(Object.fromEntries(exports[0]!)).toEqual({ status: 'PAID' });
  });
});
