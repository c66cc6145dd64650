import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouponList } from '@/components/admin/coupons/coupon-list';
import { IssuedCouponList } from '@/components/admin/coupons/issued-coupon-list';
import { AdminCouponSchema, type AdminCoupon } from '@/lib/schemas/coupons';
import { navigation } from '../next-navigation';
import { renderApp } from '../components/render-app';
import { API, adminServer } from '../admin/admin-fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => navigation.reset('/admin/coupons'));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const coupon = (overrides: Partial<AdminCoupon> = {}): AdminCoupon =>
  AdminCouponSchema.parse({
    id: 7,
    name: '신규 회원 3,000원',
    discountType: 'FIXED',
    discountValue: 3000,
    maxDiscount: null,
    minOrderAmount: 10000,
    startsOn: null,
    endsOn: null,
    validityDays: 30,
    scope: 'ALL',
    scopeChannelId: null,
    scopeProductTypeId: null,
    scopeProductIds: [],
    scopeLabel: '전체 상품',
    perMemberLimit: 1,
    welcome: true,
    archivedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    discountLocked: true,
    usage: { issued: 12, available: 9, reserved: 0, used: 3, expired: 0, revoked: 0, discountGiven: 9000, salesWithCoupon: 120000 },
    ...overrides,
  });

function answerList(total = 41) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/coupons`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: total ? [coupon()] : [], page: 1, size: 20, total });
    }),
  );
  return queries;
}

/** 넓은 화면(1024px~)인 척: 표로 그린다 */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

describe('/admin/coupons – GET /v1/admin/coupons', () => {
  it('넓은 화면에서는 공용 표: 이름(상세 링크)·할인·사용 현황, 총 N건, 처음에는 쓰는 쿠폰만(archived=false)', async () => {
    wideScreen();
    const queries = answerList();
    renderApp(<CouponList />);
    const table = await screen.findByRole('table', { name: '쿠폰 목록' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: '신규 회원 3,000원' })).toHaveAttribute('href', '/admin/coupons/7');
    expect(row).toHaveTextContent('가입 환영');
    expect(row).toHaveTextContent('10,000원 이상');
    expect(row).toHaveTextContent('발급 후 30일');
    expect(row).toHaveTextContent('120,000원');
    expect(within(table).getByRole('columnheader', { name: '발급' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('총 41건')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', archived: 'false', size: '20' });
  });

  it('좁은 화면에서는 카드로 보인다', async () => {
    answerList();
    renderApp(<CouponList />);
    const cards = await screen.findByRole('list', { name: '쿠폰 목록' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: '신규 회원 3,000원' })).toHaveAttribute('href', '/admin/coupons/7');
    expect(cards).toHaveTextContent('발급 12 · 사용 3 · 사용 가능 9 · 회수 0');
  });
});

describe('/admin/coupons – 조건·쪽은 주소에', () => {
  it('주소의 조건으로 처음부터 부르고(all 은 api 에 싣지 않는다), 알아볼 수 없는 값은 버린다', async () => {
    navigation.reset('/admin/coupons', 'archived=all&q=%ED%99%98%EC%98%81&page=2');
    const queries = answerList();
    renderApp(<CouponList />);
    await screen.findByRole('list', { name: '쿠폰 목록' });
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '2', q: '환영', size: '20' });
    expect(screen.getByLabelText('보관')).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: '이름 검색' })).toHaveValue('환영');

    navigation.reset('/admin/coupons', 'archived=BOGUS');
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '1', archived: 'false', size: '20' }));
  });

  it('보관은 고르는 즉시, 이름은 검색을 눌러야 주소에 남고(첫 쪽으로) 그 조건으로 다시 부른다', async () => {
    navigation.reset('/admin/coupons', 'page=3');
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<CouponList />);
    await screen.findByRole('list', { name: '쿠폰 목록' });

    await user.selectOptions(screen.getByLabelText('보관'), '보관한 쿠폰');
    expect(navigation.visited.at(-1)).toBe('/admin/coupons?archived=true');
    await waitFor(() => expect(queries.at(-1)!.get('archived')).toBe('true'));
    expect(queries.at(-1)!.get('page')).toBe('1');

    const sent = queries.length;
    await user.type(screen.getByRole('searchbox', { name: '이름 검색' }), ' 신규 ');
    expect(queries).toHaveLength(sent);
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(navigation.visited.at(-1)).toBe('/admin/coupons?archived=true&q=%EC%8B%A0%EA%B7%9C');
    await waitFor(() => expect(queries.at(-1)!.get('q')).toBe('신규'));

    await user.selectOptions(screen.getByLabelText('보관'), '전체');
    await waitFor(() => expect(queries.at(-1)!.has('archived')).toBe(false));
    expect(queries.at(-1)!.get('q')).toBe('신규');
  });

  it('조건에 맞는 쿠폰이 없으면 그렇게 알린다', async () => {
    answerList(0);
    renderApp(<CouponList />);
    expect(await screen.findByText('조건에 맞는 쿠폰이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('총 0건')).toBeInTheDocument();
  });
});

describe('/admin/coupons/{id} – 발급 내역', () => {
  it('공용 표로 보이고, 회수할 수 있는 장만 회수 버튼이 있어 누르면 그 장을 회수한다', async () => {
    wideScreen();
    const revoked: string[] = [];
    const copy = { memberEmail: 'demo@example.com', memberName: '김데모', expiresAt: null, usedAt: null, revokedAt: null, purchaseId: null, issuedAt: '2026-11-02T01:00:00.000Z' };
    server.use(
      http.get(`${API}/admin/coupons/7/member-coupons`, () =>
        HttpResponse.json({
          items: [
            { ...copy, id: 31, memberId: 5, status: 'AVAILABLE', statusLabel: '사용 가능', revocable: true },
            { ...copy, id: 32, memberId: 6, status: 'USED', statusLabel: '사용', usedAt: '2026-11-03T01:00:00.000Z', purchaseId: 41, revocable: false },
          ],
          page: 1,
          size: 20,
          total: 2,
        }),
      ),
      http.post(`${API}/admin/member-coupons/:id/revoke`, ({ params }) => {
        revoked.push(String(params.id));
        return HttpResponse.json({ id: 31, status: 'REVOKED', revokedAt: '2026-11-04T01:00:00.000Z' });
      }),
    );
    const user = userEvent.setup();
    renderApp(<IssuedCouponList couponId={7} />);
    const table = await screen.findByRole('table', { name: '발급 내역' });
    const [, available, used] = within(table).getAllByRole('row');
    expect(available).toHaveTextContent('5번 김데모 demo@example.com');
    expect(used).toHaveTextContent('(주문 41)');
    expect(within(used!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('총 2건')).toBeInTheDocument();
    await user.click(within(available!).getByRole('button', { name: '5번 회원의 쿠폰 회수' }));
    await waitFor(() => expect(revoked).toEqual(['31']));
  });
});
