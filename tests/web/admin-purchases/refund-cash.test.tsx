import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminPurchaseDetailView } from '@/components/admin/purchases/admin-purchase-detail';
import type { AdminPurchaseDetail } from '@/lib/schemas/admin-purchases';
import { renderApp } from '../components/render-app';
import { API, adminDetail, adminServer } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const bankTransfer = (overrides: Partial<AdminPurchaseDetail> = {}) =>
  adminDetail({ method: 'NO_DEPOSIT', methodLabel: '무통장입금', paymentKey: null, payments: [], depositorName: '홍길동', ...overrides });

function setup(detail: AdminPurchaseDetail) {
  const posts: unknown[] = [];
  server.use(
    http.get(`${API}/admin/purchases/41`, () => HttpResponse.json(detail)),
    http.post(`${API}/admin/purchases/41/refund`, async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json({
        purchaseId: 41, from: 'PAID', status: 'PARTIAL_CASH_REFUND', to: 'CASH', amount: 3000, full: false, refundedAmount: 3000, refundedPoint: 0,
        refundable: 6000, returnedPoint: 0, couponRestored: false, canceledServices: 0, awaitingTransfer: true,
      });
    }),
  );
  return posts;
}

describe('관리자 구매 상세 – 계좌로 환불', () => {
  it('계좌 칸이 비거나 틀리면 한국어 오류, 채우면 refundAccount 와 함께 보내고 이체 대기를 안내한다', async () => {
    const posts = setup(bankTransfer());
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    const form = await screen.findByRole('form', { name: '환불' });
    expect(within(form).getByRole('radio', { name: '카드 취소' })).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: '계좌로 환불' }));
    const amount = within(form).getByLabelText('환불 금액 (원)');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.type(within(form).getByLabelText('환불 사유'), '일부 미진행');
    await user.type(within(form).getByLabelText('계좌번호'), '123-45');
    await user.click(within(form).getByRole('button', { name: '환불 내용 확인' }));
    expect(await within(form).findByText('은행을 골라주세요.')).toBeInTheDocument();
    expect(within(form).getByText('계좌번호는 숫자 10~16자리로 입력해주세요.')).toBeInTheDocument();
    expect(within(form).getByText('예금주는 1~20자로 입력해주세요.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('은행'), '신한은행');
    await user.clear(within(form).getByLabelText('계좌번호'));
    await user.type(within(form).getByLabelText('계좌번호'), '110-123-456789');
    await user.type(within(form).getByLabelText('예금주'), '홍길동');
    await user.click(within(form).getByRole('button', { name: '환불 내용 확인' }));
    const dialog = await within(form).findByRole('alertdialog', { name: '환불 확인' });
    expect(dialog).toHaveTextContent('3,000원을(를) 계좌(으)로 환불할까요?');
    await user.click(within(dialog).getByRole('button', { name: '환불하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('계좌 이체는 환불 이체 화면에서 완료로 표시해주세요.');
    expect(posts).toEqual([
      { to: 'CASH', amount: 3000, reason: '일부 미진행', refundAccount: { bankCode: '88', accountNumber: '110123456789', holderName: '홍길동' } },
    ]);
  });

  it('카드 결제에는 계좌로 환불이 없다', async () => {
    setup(adminDetail());
    renderApp(<AdminPurchaseDetailView id={41} />);
    const form = await screen.findByRole('form', { name: '환불' });
    expect(within(form).queryByRole('radio', { name: '계좌로 환불' })).not.toBeInTheDocument();
  });

  it('현금영수증(종류·가린 번호·상태·승인번호)과 계좌 환불 줄을 보인다', async () => {
    setup(
      bankTransfer({
        cashReceipt: { type: 'INCOME_DEDUCTION', typeLabel: '소득공제', maskedNumber: '010-****-5678', status: 'ISSUED', statusLabel: '발급 완료', issueNumber: '123456789', receiptUrl: null, issuedAt: '2026-01-05T15:01:00.000Z' },
        cashRefunds: [{ amount: 3000, bankName: '신한은행', maskedAccountNumber: '********6789', status: 'AWAITING_TRANSFER', statusLabel: '이체 대기', transferredOn: null, createdAt: '2026-01-06T01:00:00.000Z' }],
      }),
    );
    renderApp(<AdminPurchaseDetailView id={41} />);
    const receipt = await screen.findByRole('region', { name: '현금영수증' });
    expect(receipt).toHaveTextContent('소득공제');
    expect(receipt).toHaveTextContent('010-****-5678');
    expect(receipt).toHaveTextContent('발급 완료');
    expect(receipt).toHaveTextContent('123456789');
    const refunds = screen.getByRole('region', { name: '계좌 환불' });
    expect(refunds).toHaveTextContent('신한은행 ********6789');
    expect(refunds).toHaveTextContent('3,000원 · 이체 대기');
  });
});
