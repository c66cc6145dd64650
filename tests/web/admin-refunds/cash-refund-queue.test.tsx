import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CashRefundQueue } from '@/components/admin/refunds/cash-refund-queue';
import { seoulToday } from '@/components/admin/refunds/cash-refund-card';
import type { AdminCashRefund } from '@/lib/schemas/refunds';
import { renderApp } from '../components/render-app';
import { API, adminServer } from '../admin-purchases/fixtures';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const refund = (overrides: Partial<AdminCashRefund> = {}): AdminCashRefund => ({
  id: 5,
  purchaseId: 41,
  orderNo: 'GM-0041',
  memberEmail: 'demo@example.com',
  amount: 3000,
  bankCode: '90',
  bankName: '카카오뱅크',
  accountNumber: '3333012345678',
  holderName: '김환불',
  status: 'AWAITING_TRANSFER',
  statusLabel: '이체 대기',
  reason: '미진행분 환불',
  createdAt: '2026-01-05T14:30:00.000Z',
  transferredOn: null,
  doneAt: null,
  ...overrides,
});

function setup(reply: () => Response) {
  const posts: unknown[] = [];
  const lists: string[] = [];
  server.use(
    http.get(`${API}/admin/refunds`, ({ request }) => {
      lists.push(new URL(request.url).search);
      return HttpResponse.json({ items: [refund()], page: 1, size: 20, total: 1 });
    }),
    http.post(`${API}/admin/refunds/5/transferred`, async ({ request }) => {
      posts.push(await request.json());
      return reply();
    }),
  );
  return { posts, lists };
}

describe('/admin/refunds – 계좌 환불 이체', () => {
  it('이체 완료 확인을 닫거나 Escape 를 누르면 보내지 않고 이체 완료 단추로 초점이 돌아온다', async () => {
    const { posts } = setup(() => HttpResponse.json({ id: 5, status: 'DONE', transferredOn: seoulToday(), changed: true }));
    const user = userEvent.setup();
    renderApp(<CashRefundQueue />);
    const card = await screen.findByRole('listitem', { name: 'GM-0041 계좌 환불' });
    await user.click(within(card).getByRole('button', { name: '이체 완료' }));
    await user.click(within(card).getByRole('button', { name: '닫기' }));
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '이체 완료' })).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: '이체 완료' }));
    await user.keyboard('{Escape}');
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '이체 완료' })).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it('이체 대기 목록(계좌 전체)을 보이고, 이체일(오늘 기본)과 함께 이체 완료를 보낸다', async () => {
    const { posts, lists } = setup(() => HttpResponse.json({ id: 5, status: 'DONE', transferredOn: seoulToday(), changed: true }));
    const user = userEvent.setup();
    renderApp(<CashRefundQueue />);
    const card = await screen.findByRole('listitem', { name: 'GM-0041 계좌 환불' });
    expect(card).toHaveTextContent('카카오뱅크 3333012345678 · 예금주 김환불');
    expect(card).toHaveTextContent('3,000원');
    expect(lists[0]).toContain('status=AWAITING_TRANSFER');
    const date = within(card).getByLabelText('이체일');
    expect(date).toHaveValue(seoulToday());
    await user.click(within(card).getByRole('button', { name: '이체 완료' }));
    // 한 번 더 묻는다: 어디로 얼마를 언제 보냈는지 다시 보이고, 확정 전에는 보내지 않는다
    const dialog = within(card).getByRole('alertdialog', { name: 'GM-0041 이체 완료' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(`카카오뱅크 3333012345678(예금주 김환불)로 3,000원을(를) ${seoulToday()}에 이체했습니까?`));
    expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();
    expect(posts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '이체 완료로 표시' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`GM-0041 3,000원 이체를 ${seoulToday()} 완료로 적었습니다.`);
    expect(posts).toEqual([{ transferredOn: seoulToday() }]);
  });

  it('미래의 이체일은 보내지 않고 칸 아래에 알린다, 이미 완료된 환불은 changed:false 로 알린다', async () => {
    const { posts } = setup(() => HttpResponse.json({ id: 5, status: 'DONE', transferredOn: '2026-01-05', changed: false }));
    const user = userEvent.setup();
    renderApp(<CashRefundQueue />);
    const card = await screen.findByRole('listitem', { name: 'GM-0041 계좌 환불' });
    const date = within(card).getByLabelText('이체일');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(card).getByRole('button', { name: '이체 완료' }));
    expect(await within(card).findByText('이체일은 오늘보다 늦을 수 없습니다.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.clear(date);
    await user.type(date, '2026-01-05');
    await user.click(within(card).getByRole('button', { name: '이체 완료' }));
    await user.click(within(card).getByRole('button', { name: '이체 완료로 표시' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('이미 이체 완료로 적힌 환불입니다.'));
  });
});
