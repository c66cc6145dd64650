import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyPurchaseList } from '@/components/my-page/purchases/my-purchase-list';
import { filterToQuery } from '@/components/my-page/purchases/purchase-filters';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer, summary } from './fixtures';

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function answerList() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/my-page/:memberId/purchases`, ({ request, params }) => {
      expect(params.memberId).toBe(String(MEMBER_ID));
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const rows = [
        summary({ id: 31, orderNo: 'GM-0031', status: 'WAITING_PAYMENT', statusLabel: '입금 대기', method: 'NO_DEPOSIT', methodLabel: '무통장입금', orderName: '한국인 팔로워', totalAmount: 9000 }),
        summary({ id: 30, orderNo: 'GM-0030', status: 'PAID', orderName: '자동 좋아요', totalAmount: 12500 }),
      ];
      return HttpResponse.json({ items: rows, page: 1, size: 10, total: rows.length });
    }),
  );
  return queries;
}

describe('GET /v1/my-page/{memberId}/purchases – 내 구매 내역 화면', () => {
  it('주문마다 주문번호·이름·상태 배지·결제 수단·금액·날짜(서울)를 보인다', async () => {
    answerList();
    renderApp(<MyPurchaseList />);
    const list = await screen.findByRole('list', { name: '구매 목록' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('주문번호 GM-0031');
    expect(first).toHaveTextContent('한국인 팔로워');
    expect(first).toHaveTextContent('입금 대기');
    expect(first).toHaveTextContent('무통장입금');
    expect(first).toHaveTextContent('9,000원');
    // 14:30Z 는 서울로 23:30, 같은 날
    expect(first).toHaveTextContent('2026.01.05');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/my-page/purchases/31');
    expect(second).toHaveTextContent('결제 완료');
    expect(second).toHaveTextContent('신용·체크카드');
    expect(second).toHaveTextContent('12,500원');
  });

  it('상태 칩과 기간을 고르면 status·from·to 를 보내고, 다시 전체를 고르면 뺀다', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T16:00:00Z')); // 서울 4월 1일 01:00
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<MyPurchaseList />);
    await screen.findByRole('list', { name: '구매 목록' });
    expect(queries[0]!.get('status')).toBeNull();
    expect(queries[0]!.get('from')).toBeNull();

    const chips = screen.getByRole('group', { name: '구매 상태' });
    await user.click(within(chips).getByRole('button', { name: '결제·입금 대기' }));
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('WAITING_PAYMENT'));
    expect(within(chips).getByRole('button', { name: '결제·입금 대기' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(screen.getByRole('group', { name: '조회 기간' })).getByRole('button', { name: '3개월' }));
    await waitFor(() => expect(queries.at(-1)!.get('from')).toBe('2026-01-01'));
    expect(queries.at(-1)!.get('to')).toBe('2026-04-01');
    expect(queries.at(-1)!.get('status')).toBe('WAITING_PAYMENT');

    await user.click(within(chips).getByRole('button', { name: '전체' }));
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBeNull());
    expect(queries.at(-1)!.get('from')).toBe('2026-01-01');
  });

  it('더 있으면 더보기로 다음 쪽(10건씩)을 이어 붙이고, 다 받으면 버튼을 감춘다', async () => {
    const pages: string[] = [];
    server.use(
      http.get(`${API}/my-page/:memberId/purchases`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        const page = Number(q.get('page'));
        pages.push(`${page}/${q.get('size')}`);
        const count = page === 1 ? 10 : 2;
        const items = Array.from({ length: count }, (_, i) => summary({ id: 100 - (page - 1) * 10 - i, orderNo: `GM-${page}-${i}` }));
        return HttpResponse.json({ items, page, size: 10, total: 12 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<MyPurchaseList />);
    const list = await screen.findByRole('list', { name: '구매 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('전체 12건')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '더보기' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(pages).toEqual(['1/10', '2/10']);
    expect(screen.queryByRole('button', { name: '더보기' })).not.toBeInTheDocument();
  });

  it('구매가 없으면 빈 화면 문구를 보인다', async () => {
    server.use(http.get(`${API}/my-page/:memberId/purchases`, () => HttpResponse.json({ items: [], page: 1, size: 10, total: 0 })));
    renderApp(<MyPurchaseList />);
    expect(await screen.findByText('아직 구매 내역이 없습니다.')).toBeInTheDocument();
  });
});

describe('기간 프리셋 → from/to (서울 날짜)', () => {
  it('3월 31일의 한 달 전은 2월 말일, 전체 기간은 날짜를 보내지 않는다', () => {
    const now = Date.parse('2026-03-31T03:00:00Z');
    expect(filterToQuery({ months: 1 }, now)).toEqual({ status: undefined, from: '2026-02-28', to: '2026-03-31' });
    expect(filterToQuery({ months: 6, status: 'PAID' }, now)).toEqual({ status: 'PAID', from: '2025-09-30', to: '2026-03-31' });
    expect(filterToQuery({ months: 0 }, now)).toEqual({ status: undefined });
  });
});
