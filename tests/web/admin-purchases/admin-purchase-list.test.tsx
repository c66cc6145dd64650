import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminPurchaseList } from '@/components/admin/purchases/admin-purchase-list';
import { renderApp } from '../components/render-app';
import { API, adminDetail, adminServer } from './fixtures';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerList() {
  const queries: URLSearchParams[] = [];
  const d = adminDetail({ status: 'WAITING_PAYMENT', statusLabel: '입금 대기', method: 'NO_DEPOSIT', methodLabel: '무통장입금', depositorName: '김데모' });
  const { id, orderNo, status, statusLabel, method, easyPayProvider, methodLabel, orderName, totalAmount, createdAt, paidAt, payTo, retryable } = d;
  const { memberId, memberEmail, depositorName, refundedAmount, refundedPoint } = d;
  const row = { id, orderNo, status, statusLabel, method, easyPayProvider, methodLabel, orderName, totalAmount, createdAt, paidAt, payTo, retryable, memberId, memberEmail, depositorName, refundedAmount, refundedPoint };
  server.use(
    http.get(`${API}/admin/purchases`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [row], page: 1, size: 20, total: 1 });
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
    expect(screen.getByRole('alert')).toHaveTextContent('시작일은 종료일보다 늦을 수 없습니다.');
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
