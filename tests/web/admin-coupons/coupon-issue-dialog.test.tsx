import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CouponIssueDialog } from '@/components/admin/coupons/coupon-issue-dialog';
import { AdminCouponSchema } from '@/lib/schemas/coupons';
import { renderApp } from '../components/render-app';
import { API, adminServer } from '../admin/admin-fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const coupon = AdminCouponSchema.parse({
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
});

describe('쿠폰 발급 대화상자 – 조건으로 줄 때', () => {
  it('발급하기는 눌리고 왜 수를 먼저 보는지 말한다: 처음 누르면 받을 회원 수를, 다시 누르면 발급', async () => {
    const issued: unknown[] = [];
    server.use(
      http.get(`${API}/admin/coupons/7/issue-preview`, () => HttpResponse.json({ memberCount: 3, overLimitCount: 0, max: 10000 })),
      http.post(`${API}/admin/coupons/7/issues`, async ({ request }) => {
        issued.push(await request.json());
        return HttpResponse.json({ issueId: 1, couponId: 7, memberCount: 3, createdAt: '2026-11-02T00:00:00.000Z', replayed: false }, { status: 201 });
      }),
    );
    renderApp(<CouponIssueDialog coupon={coupon} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '조건으로', hidden: true }));

    const submit = screen.getByRole('button', { name: '발급하기', hidden: true });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription('조건으로 줄 때는 받을 회원 수를 먼저 확인합니다. 발급하기를 누르면 수를 보여 드리고, 한 번 더 누르면 발급합니다.');

    await user.click(submit);
    expect(await screen.findByText('3명이 받습니다.')).toBeInTheDocument();
    expect(issued).toEqual([]);
    expect(submit).not.toHaveAttribute('aria-describedby');

    await user.click(submit);
    await waitFor(() => expect(issued).toHaveLength(1));
    expect(await screen.findByText('3명에게 발급했습니다.')).toBeInTheDocument();
  });
});
