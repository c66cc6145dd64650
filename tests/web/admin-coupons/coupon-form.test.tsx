import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CouponEditor } from '@/components/admin/coupons/coupon-editor';
import { AdminCouponSchema, type AdminCoupon } from '@/lib/schemas/coupons';
import { errorMessage } from '@/lib/schemas/errors';
import { renderApp } from '../components/render-app';
import { API, adminServer, product } from '../admin/admin-fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/admin/coupons/new';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const products = () => http.get(`${API}/admin/products`, () => HttpResponse.json({ items: [product()], page: 1, size: 100, total: 1 }));

function coupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return AdminCouponSchema.parse({
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
    welcome: false,
    archivedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    discountLocked: false,
    usage: { issued: 0, available: 0, reserved: 0, used: 0, expired: 0, revoked: 0, discountGiven: 0, salesWithCoupon: 0 },
    ...overrides,
  });
}

async function openNewForm() {
  server.use(products());
  renderApp(<CouponEditor id={null} />);
  return screen.findByRole('form', { name: '쿠폰 만들기' });
}

async function replace(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: '저장' }));

describe('쿠폰 만들기 폼 (/admin/coupons/new)', () => {
  it('이름과 할인 금액이 비면 칸마다 한국어 안내를 보이고 API 를 부르지 않는다', async () => {
    const create = vi.fn();
    server.use(http.post(`${API}/admin/coupons`, create));
    const user = userEvent.setup();
    await openNewForm();
    await submit(user);
    expect(await screen.findByText('쿠폰 이름을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('할인 값을 1 이상으로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('쿠폰 이름')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('정률 할인은 1~100% 이고 최대 할인 금액이 있어야 한다', async () => {
    const user = userEvent.setup();
    await openNewForm();
    await user.type(screen.getByLabelText('쿠폰 이름'), '10% 할인');
    await user.selectOptions(screen.getByLabelText('할인 방식'), '정률 할인');
    await user.type(screen.getByLabelText('할인율 (%)'), '150');
    await submit(user);
    expect(await screen.findByText('할인율은 1~100% 사이로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('정률 할인은 최대 할인 금액을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('최대 할인 금액 (원)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('종료일이 시작일보다 앞서거나, 채널 전용인데 채널을 고르지 않으면 안내한다', async () => {
    const user = userEvent.setup();
    await openNewForm();
    await user.type(screen.getByLabelText('쿠폰 이름'), '기간 쿠폰');
    await user.type(screen.getByLabelText('할인 금액 (원)'), '1000');
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-12-01' } });
    await user.selectOptions(screen.getByLabelText('범위'), '채널');
    await replace(user, '회원당 발급 한도 (장)', '0');
    await submit(user);
    expect(await screen.findByText('종료일은 시작일과 같거나 뒤여야 합니다.')).toBeInTheDocument();
    expect(screen.getByText('쿠폰을 쓸 채널을 골라주세요.')).toBeInTheDocument();
    expect(screen.getByText('회원당 발급 한도는 1~100장 사이로 입력해주세요.')).toBeInTheDocument();
  });

  it('올바르면 본문을 보내고 목록으로 돌아간다: 채널 전용은 고른 채널 번호를 담는다', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${API}/admin/coupons`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(coupon({ id: 8 }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openNewForm();
    await user.type(screen.getByLabelText('쿠폰 이름'), '인스타그램 전용');
    await user.type(screen.getByLabelText('할인 금액 (원)'), '2000');
    await user.selectOptions(screen.getByLabelText('범위'), '채널');
    await user.selectOptions(screen.getByLabelText('채널'), '인스타그램');
    await submit(user);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/coupons'));
    expect(sent).toEqual({
      name: '인스타그램 전용',
      discountType: 'FIXED',
      discountValue: 2000,
      maxDiscount: null,
      minOrderAmount: 0,
      startsOn: null,
      endsOn: null,
      validityDays: 30,
      scope: 'CHANNEL',
      scopeChannelId: 1,
      scopeProductTypeId: null,
      scopeProductIds: [],
      perMemberLimit: 1,
      welcome: false,
    });
  });

  it('서버가 환영 쿠폰이 이미 있다고 하면 그 문구를 폼 아래에 보인다', async () => {
    const message = errorMessage('COUPON_WELCOME_EXISTS');
    server.use(http.post(`${API}/admin/coupons`, () => HttpResponse.json({ code: 'COUPON_WELCOME_EXISTS', message, meta: { couponId: 3 } }, { status: 409 })));
    const user = userEvent.setup();
    await openNewForm();
    await user.type(screen.getByLabelText('쿠폰 이름'), '환영 쿠폰');
    await user.type(screen.getByLabelText('할인 금액 (원)'), '2000');
    await user.click(screen.getByLabelText('가입 환영 쿠폰 (가입할 때 자동으로 한 장)'));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('쿠폰 수정 (/admin/coupons/{id})', () => {
  it('발급한 쿠폰은 할인 칸 대신 잠겼다는 안내를 보이고, 사용 현황을 보여 준다', async () => {
    const locked = coupon({ discountLocked: true, usage: { issued: 12, available: 9, reserved: 0, used: 3, expired: 0, revoked: 0, discountGiven: 9000, salesWithCoupon: 120000 } });
    server.use(
      products(),
      http.get(`${API}/admin/coupons/7`, () => HttpResponse.json(locked)),
      http.get(`${API}/admin/coupons/7/member-coupons`, () => HttpResponse.json({ items: [], page: 1, size: 20, total: 0 })),
    );
    renderApp(<CouponEditor id={7} />);
    await screen.findByRole('form', { name: '쿠폰 수정' });
    expect(screen.getByRole('note')).toHaveTextContent('이미 발급한 쿠폰이라 할인 방식과 금액은 바꿀 수 없습니다.');
    expect(screen.queryByLabelText('할인 방식')).not.toBeInTheDocument();
    const figures = screen.getByLabelText('사용 현황');
    expect(figures).toHaveTextContent('발급12장');
    expect(figures).toHaveTextContent('쿠폰을 쓴 매출120,000원');
  });
});
