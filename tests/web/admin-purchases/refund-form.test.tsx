import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminPurchaseDetailView } from '@/components/admin/purchases/admin-purchase-detail';
import type { AdminPurchaseDetail } from '@/lib/schemas/admin-purchases';
import { renderApp } from '../components/render-app';
import { API, adminDetail, adminServer, errorBody } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(detail: AdminPurchaseDetail, reply: () => Response) {
  const posts: unknown[] = [];
  server.use(
    http.get(`${API}/admin/purchases/41`, () => HttpResponse.json(detail)),
    http.post(`${API}/admin/purchases/41/refund`, async ({ request }) => {
      posts.push(await request.json());
      return reply();
    }),
  );
  return posts;
}

const ok = () =>
  HttpResponse.json({
    purchaseId: 41, from: 'PAID', status: 'PARTIAL_CASH_REFUND', to: 'CARD', amount: 3000, full: false,
    refundedAmount: 3000, refundedPoint: 0, refundable: 6000, returnedPoint: 0, couponRestored: false, canceledServices: 0,
  });

async function openForm() {
  return screen.findByRole('form', { name: '환불' });
}

describe('환불 – POST /v1/admin/purchases/{id}/refund', () => {
  it('금액은 api 의 환불 가능 금액으로 채워지고, 사유가 없거나 그보다 많으면 보내지 않는다', async () => {
    const posts = setup(adminDetail({ refundable: 6000 }), ok);
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    const form = await openForm();
    expect(within(form).getByLabelText('환불 금액 (원)')).toHaveValue('6000');
    expect(screen.getByText('환불 가능 금액 6,000원')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: '환불 내용 확인' }));
    expect(await within(form).findByText('환불 사유를 입력해주세요.')).toBeInTheDocument();

    const amount = within(form).getByLabelText('환불 금액 (원)');
    await user.clear(amount);
    await user.type(amount, '6001');
    await user.type(within(form).getByLabelText('환불 사유'), '회원 요청');
    await user.click(within(form).getByRole('button', { name: '환불 내용 확인' }));
    expect(await within(form).findByText('환불할 수 있는 금액(6,000원)보다 많습니다.')).toBeInTheDocument();
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('확인하면 {to, amount, reason} 을 보내고 결과를 알린다', async () => {
    const posts = setup(adminDetail(), ok);
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    const form = await openForm();
    const amount = within(form).getByLabelText('환불 금액 (원)');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.type(within(form).getByLabelText('환불 사유'), '일부 미진행');
    await user.click(within(form).getByRole('button', { name: '환불 내용 확인' }));
    const dialog = await within(form).findByRole('alertdialog', { name: '환불 확인' });
    expect(dialog).toHaveTextContent('3,000원을(를) 카드 취소(으)로 환불할까요?');
    await user.click(within(dialog).getByRole('button', { name: '환불하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3,000원을(를) 카드 취소(으)로 환불했습니다. 남은 환불 가능 금액 6,000원');
    expect(posts).toEqual([{ to: 'CARD', amount: 3000, reason: '일부 미진행' }]);
  });

  it('무통장입금은 카드 환불을 고를 수 없다', async () => {
    setup(adminDetail({ method: 'NO_DEPOSIT', paymentKey: null }), ok);
    renderApp(<AdminPurchaseDetailView id={41} />);
    const form = await openForm();
    expect(within(form).getByRole('radio', { name: '카드 취소' })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: '적립금' })).toBeChecked();
  });

  it('api 가 거절하면 그 문구를 role="alert" 로 보인다', async () => {
    setup(adminDetail(), () =>
      HttpResponse.json(errorBody('REFUND_EXCEEDS_PAID', '환불할 수 있는 금액(2,000원)보다 많습니다.', { refundable: 2000, requested: 9000 }), { status: 409 }),
    );
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    const form = await openForm();
    await user.type(within(form).getByLabelText('환불 사유'), '중복 결제');
    await user.click(within(form).getByRole('button', { name: '환불 내용 확인' }));
    await user.click(await within(form).findByRole('button', { name: '환불하기' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('환불할 수 있는 금액(2,000원)보다 많습니다.'));
  });

  it('칸을 짚은 거절(VALIDATION_FAILED, meta.fields.reason)은 환불 사유 칸 아래에 보인다', async () => {
    setup(adminDetail(), () =>
      HttpResponse.json(errorBody('VALIDATION_FAILED', '입력값을 확인해주세요.', { target: 'json', fields: { reason: '입력할 수 없는 문자(제어 문자)가 들어 있습니다.' } }), { status: 400 }),
    );
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    const form = await openForm();
    const reason = within(form).getByLabelText('환불 사유');
    await user.type(reason, '중복 결제');
    await user.click(within(form).getByRole('button', { name: '환불 내용 확인' }));
    await user.click(await within(form).findByRole('button', { name: '환불하기' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('입력할 수 없는 문자(제어 문자)가 들어 있습니다.'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('묻는 칸은 닫기에 초점을 두고, Esc 로 닫으면 환불 내용 확인 단추로 초점이 돌아가며 아무것도 보내지 않는다', async () => {
    const posts = setup(adminDetail(), ok);
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    const form = await openForm();
    await user.type(within(form).getByLabelText('환불 사유'), '일부 미진행');
    await user.click(within(form).getByRole('button', { name: '환불 내용 확인' }));
    const dialog = await within(form).findByRole('alertdialog', { name: '환불 확인' });
    expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '환불 내용 확인' })).toHaveFocus();
    expect(posts).toEqual([]);
  });
});
