import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DepositQueue } from '@/components/admin/purchases/deposit-queue';
import { renderApp } from '../components/render-app';
import { API, adminServer, errorBody, notice } from './fixtures';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const first = notice();
const second = notice({ purchaseId: 42, orderNo: 'GM-0042', depositorName: '이입금', amount: 12500, message: '[그로스몰] 주문 GM-0042 입금액: 12,500원' });

/** 대기열은 서버 상태를 따른다: 입금 확인된 주문은 다음 조회에서 빠진다 */
function answerQueue(status: 200 | 409 = 200, changed = true) {
  const paid = new Set<number>();
  const posts: { id: string; body: unknown }[] = [];
  server.use(
    http.get(`${API}/admin/message-for-purchase-list-pending-deposit`, () =>
      HttpResponse.json({ items: [first, second].filter((n) => !paid.has(n.purchaseId)) }),
    ),
    http.post(`${API}/admin/purchases/:id`, async ({ params, request }) => {
      posts.push({ id: String(params.id), body: await request.json() });
      await new Promise((r) => setTimeout(r, 30));
      if (status === 409) return HttpResponse.json(errorBody('INVALID_STATUS_TRANSITION', "'기한 만료' 상태의 구매는 '결제 완료'(으)로 바꿀 수 없습니다."), { status });
      paid.add(Number(params.id));
      return HttpResponse.json({ purchaseId: Number(params.id), from: changed ? 'WAITING_PAYMENT' : 'PAID', to: 'PAID', changed });
    }),
  );
  return posts;
}

const card = (orderNo: string) => screen.findByRole('listitem', { name: `${orderNo} 입금 대기` });

describe('/admin/deposits – GET /v1/admin/message-for-purchase-list-pending-deposit', () => {
  it('주문마다 입금자·금액·기한(서울)과 보낼 안내문을 보인다', async () => {
    answerQueue();
    renderApp(<DepositQueue />);
    const row = await card('GM-0041');
    expect(row).toHaveTextContent('입금자 김데모');
    expect(row).toHaveTextContent('9,000원');
    expect(row).toHaveTextContent('2026.01.06 23:59까지');
    expect(row).toHaveTextContent('입금 계좌: 그로스은행 123-456-789012');
    expect(screen.getByText('입금 대기 2건')).toBeInTheDocument();
  });

  it("'입금 확인'은 입금자·금액을 보이며 한 번 더 묻고, 닫거나 Escape 면 보내지 않고 단추로 초점이 돌아온다", async () => {
    const posts = answerQueue();
    const user = userEvent.setup();
    renderApp(<DepositQueue />);
    const row = await card('GM-0041');
    await user.click(within(row).getByRole('button', { name: '입금 확인' }));
    const dialog = within(row).getByRole('alertdialog', { name: 'GM-0041 입금 확인' });
    expect(dialog).toHaveAccessibleDescription('입금자 김데모 · 9,000원 입금을 확인할까요? 결제 완료로 바뀌고 서비스가 시작됩니다.');
    expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(within(row).getByRole('button', { name: '입금 확인' })).toHaveFocus();

    await user.click(within(row).getByRole('button', { name: '입금 확인' }));
    await user.keyboard('{Escape}');
    expect(within(row).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '입금 확인' })).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it("'입금 확인하기'를 두 번 빠르게 눌러도 {status:'PAID'} 를 한 번만 보내고 그 줄을 뺀다", async () => {
    const posts = answerQueue();
    renderApp(<DepositQueue />);
    fireEvent.click(within(await card('GM-0041')).getByRole('button', { name: '입금 확인' }));
    const button = within(await card('GM-0041')).getByRole('button', { name: '입금 확인하기' });
    // 두 클릭 사이에 아무것도 기다리지 않는다: 줄이 빠지기 전에 두 번째 클릭이 닿는 가장 나쁜 경우
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'GM-0041 입금 대기' })).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('GM-0041 입금을 확인했습니다.');
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toEqual([{ id: '41', body: { status: 'PAID' } }]);
    expect(await card('GM-0042')).toBeInTheDocument();
    expect(screen.getByText('입금 대기 1건')).toBeInTheDocument();
  });

  it("이미 처리된 주문이면(changed:false) '이미 처리된 주문입니다'를 보인다", async () => {
    answerQueue(200, false);
    const user = userEvent.setup();
    renderApp(<DepositQueue />);
    await user.click(within(await card('GM-0041')).getByRole('button', { name: '입금 확인' }));
    await user.click(within(await card('GM-0041')).getByRole('button', { name: '입금 확인하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('이미 처리된 주문입니다.');
  });

  it('거절되면 서버 문구를 role="alert" 로 보이고 줄을 되돌린다', async () => {
    answerQueue(409);
    const user = userEvent.setup();
    renderApp(<DepositQueue />);
    await user.click(within(await card('GM-0041')).getByRole('button', { name: '입금 확인' }));
    await user.click(within(await card('GM-0041')).getByRole('button', { name: '입금 확인하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("'기한 만료' 상태의 구매는 '결제 완료'(으)로 바꿀 수 없습니다.");
    expect(await card('GM-0041')).toBeInTheDocument();
  });

  it("'안내문 복사'는 그 주문의 안내문을, '전체 안내문 복사'는 모두를 클립보드에 넣는다", async () => {
    answerQueue();
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    // userEvent.setup() 이 자기 클립보드를 붙이므로 그 뒤에 바꾼다
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(<DepositQueue />);
    await user.click(within(await card('GM-0042')).getByRole('button', { name: '안내문 복사' }));
    expect(writeText).toHaveBeenLastCalledWith(second.message);
    expect(await screen.findByRole('status')).toHaveTextContent('안내문을 복사했습니다.');
    await user.click(screen.getByRole('button', { name: '전체 안내문 복사' }));
    expect(writeText).toHaveBeenLastCalledWith(`${first.message}\n\n${second.message}`);
  });

  it('클립보드를 쓸 수 없으면 직접 복사하라고 알린다', async () => {
    answerQueue();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderApp(<DepositQueue />);
    await user.click(within(await card('GM-0041')).getByRole('button', { name: '안내문 복사' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('복사하지 못했습니다.');
  });
});
