import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const answer = (body: AdminPurchaseDetail) => server.use(http.get(`${API}/admin/purchases/41`, () => HttpResponse.json(body)));
const waiting = adminDetail({
  status: 'WAITING_PAYMENT',
  statusLabel: '입금 대기',
  method: 'NO_DEPOSIT',
  paidAt: null,
  paymentKey: null,
  depositorName: '김데모',
  depositDeadline: '2026-01-06T14:59:59.000Z',
  refundable: 0,
  services: [],
  payments: [],
  history: adminDetail().history.slice(0, 2),
});

function answerStatus(changed = true) {
  const posts: unknown[] = [];
  server.use(
    http.post(`${API}/admin/purchases/41`, async ({ request }) => {
      posts.push(await request.json());
      await new Promise((r) => setTimeout(r, 20));
      return HttpResponse.json({ purchaseId: 41, from: 'WAITING_PAYMENT', to: 'PAID', changed });
    }),
  );
  return posts;
}

describe('/admin/purchases/{id} – GET /v1/admin/purchases/{id}', () => {
  it('상태 이력을 시간(서울)·변경·처리자·사유로 보인다', async () => {
    // 입금 확인으로 끝난 무통장입금 구매: 결제 대기를 방법에 맞춰 '입금 대기'라 부른다
    answer(adminDetail({ method: 'NO_DEPOSIT', methodLabel: '무통장입금' }));
    renderApp(<AdminPurchaseDetailView id={41} />);
    const table = await screen.findByRole('table', { name: '상태 이력' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['시간', '변경', '처리자', '사유']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('주문서 작성 중');
    expect(rows[1]).toHaveTextContent('주문서 작성 중 → 입금 대기');
    expect(rows[1]).toHaveTextContent('회원 demo@example.com');
    expect(rows[2]).toHaveTextContent('입금 대기 → 결제 완료');
    expect(rows[2]).toHaveTextContent('관리자 admin@example.com');
    expect(rows[2]).toHaveTextContent('입금 확인');
    expect(rows[2]).toHaveTextContent('2026. 1. 6.'); // 15:00Z 는 서울로 다음 날 0시
    expect(screen.getByRole('region', { name: '결제 기록' })).toHaveTextContent('pay_test_1');
    expect(screen.getByRole('region', { name: '서비스 1건' })).toHaveTextContent('한국인 팔로워 · 시작 전');
  });

  it("입금 확인은 한 번 더 묻고, 확인을 두 번 눌러도 {status:'PAID'} 를 한 번만 보낸다", async () => {
    answer(waiting);
    const posts = answerStatus();
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    await user.click(await screen.findByRole('button', { name: '입금 확인' }));
    const dialog = screen.getByRole('alertdialog', { name: '입금 확인' });
    expect(dialog).toHaveTextContent('입금자 김데모 · 9,000원 입금을 확인할까요?');
    expect(posts).toEqual([]);
    const yes = within(dialog).getByRole('button', { name: '입금 확인하기' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByRole('status')).toHaveTextContent('입금을 확인했습니다.');
    expect(posts).toEqual([{ status: 'PAID' }]);
  });

  it('입금 확인·주문 취소의 묻는 칸은 열리면 그 안에 초점이 있고, Esc 로 닫으면 누른 단추로 초점이 돌아간다', async () => {
    answer(waiting);
    const posts = answerStatus();
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    await user.click(await screen.findByRole('button', { name: '입금 확인' }));
    const dialog = screen.getByRole('alertdialog', { name: '입금 확인' });
    expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '입금 확인' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '주문 취소' }));
    const form = screen.getByRole('form', { name: '주문 취소' });
    expect(within(form).getByLabelText('취소 사유')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: '주문 취소' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '주문 취소' })).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it("이미 처리된 주문이면(changed:false) '이미 처리된 주문입니다'", async () => {
    answer(waiting);
    answerStatus(false);
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    await user.click(await screen.findByRole('button', { name: '입금 확인' }));
    await user.click(screen.getByRole('button', { name: '입금 확인하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('이미 처리된 주문입니다.');
  });

  it('주문 취소는 사유가 있어야 EXPIRED 와 사유를 보낸다', async () => {
    answer(waiting);
    const posts = answerStatus();
    const user = userEvent.setup();
    renderApp(<AdminPurchaseDetailView id={41} />);
    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    const form = screen.getByRole('form', { name: '주문 취소' });
    await user.click(within(form).getByRole('button', { name: '주문 취소하기' }));
    expect(within(form).getByText('취소 사유를 입력해주세요.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.type(within(form).getByLabelText('취소 사유'), '회원 요청');
    await user.click(within(form).getByRole('button', { name: '주문 취소하기' }));
    await waitFor(() => expect(posts).toEqual([{ status: 'EXPIRED', reason: '회원 요청' }]));
  });

  it('결제 완료가 아니면 입금 확인·취소 버튼이 없고, 입금 대기 카드 결제는 취소만 있다', async () => {
    answer(adminDetail({ status: 'WAITING_PAYMENT', method: 'CARD', refundable: 0 }));
    renderApp(<AdminPurchaseDetailView id={41} />);
    expect(await screen.findByRole('button', { name: '주문 취소' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '입금 확인' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '환불' })).not.toBeInTheDocument();
  });

  it('카드 구매에는 입금 기한이 없다(결제창을 기다리는 시간일 뿐), 무통장입금에는 있다', async () => {
    answer(adminDetail({ status: 'WAITING_PAYMENT', method: 'CARD', methodLabel: '카드', depositDeadline: '2026-01-06T14:59:59.000Z', refundable: 0 }));
    const { unmount } = renderApp(<AdminPurchaseDetailView id={41} />);
    expect(await screen.findByRole('button', { name: '주문 취소' })).toBeInTheDocument();
    expect(screen.queryByText('입금 기한')).toBeNull();
    unmount();
    answer(waiting);
    renderApp(<AdminPurchaseDetailView id={41} />);
    expect(await screen.findByText('입금 기한')).toBeInTheDocument();
  });
});
