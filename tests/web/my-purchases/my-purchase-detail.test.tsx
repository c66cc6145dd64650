import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Component, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyPurchaseDetail } from '@/components/my-page/purchases/my-purchase-detail';
import type { PurchaseDetail } from '@/lib/schemas/purchase-views';
import { renderApp } from '../components/render-app';
import { API, detail, logIn, memberServer } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

/** notFound() 가 던진 것을 잡아 화면에 적는다 (Next 의 not-found 경계 대신) */
class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  render() {
    return this.state.error ? <p>{this.state.error}</p> : this.props.children;
  }
}

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (body: PurchaseDetail) => server.use(http.get(`${API}/my-page/7/purchases/31`, () => HttpResponse.json(body)));
const rowOf = (section: HTMLElement, name: string) => within(section).getByText(name).closest('div') as HTMLElement;

describe('GET /v1/my-page/{memberId}/purchases/{id} – 구매 상세 화면', () => {
  it('현금영수증(종류, 가린 번호, 상태, 승인번호)과 계좌 환불(은행, 가린 계좌, 금액, 상태, 이체일)을 보인다', async () => {
    answer(
      detail({
        method: 'NO_DEPOSIT',
        methodLabel: '무통장입금',
        status: 'PARTIAL_CASH_REFUND',
        cashReceipt: { type: 'INCOME_DEDUCTION', typeLabel: '소득공제', maskedNumber: '010-****-5678', status: 'ISSUED', statusLabel: '발급 완료', issueNumber: '123456789', receiptUrl: null, issuedAt: '2026-01-05T15:00:00.000Z' },
        cashRefunds: [{ amount: 3000, bankName: '신한은행', maskedAccountNumber: '********9012', status: 'DONE', statusLabel: '환불 완료', transferredOn: '2026-01-07', createdAt: '2026-01-06T01:00:00.000Z' }],
      }),
    );
    renderApp(<MyPurchaseDetail id={31} />);
    const receipt = await screen.findByRole('region', { name: '현금영수증' });
    expect(rowOf(receipt, '종류')).toHaveTextContent('소득공제');
    expect(rowOf(receipt, '휴대폰 번호')).toHaveTextContent('010-****-5678');
    expect(rowOf(receipt, '상태')).toHaveTextContent('발급 완료');
    expect(rowOf(receipt, '승인번호')).toHaveTextContent('123456789');
    const refunds = screen.getByRole('region', { name: '계좌 환불' });
    expect(refunds).toHaveTextContent('신한은행 ********9012');
    expect(refunds).toHaveTextContent('3,000원 · 환불 완료 (2026-01-07 이체)');
  });

  it('현금영수증도 계좌 환불도 없으면 그 칸이 없다', async () => {
    answer(detail());
    renderApp(<MyPurchaseDetail id={31} />);
    await screen.findByRole('region', { name: '결제 정보' });
    expect(screen.queryByRole('region', { name: '현금영수증' })).toBeNull();
    expect(screen.queryByRole('region', { name: '계좌 환불' })).toBeNull();
  });

  it('금액 내역(상품 금액, 수량 할인, 쿠폰 할인, 적립금 사용, 결제 금액)과 결제 수단을 보인다', async () => {
    answer(detail());
    renderApp(<MyPurchaseDetail id={31} />);
    const amounts = await screen.findByRole('region', { name: '결제 정보' });
    expect(rowOf(amounts, '상품 금액')).toHaveTextContent('12,000원');
    expect(rowOf(amounts, '수량 할인')).toHaveTextContent('-1,000원');
    expect(rowOf(amounts, '쿠폰 할인')).toHaveTextContent('-1,500원');
    expect(rowOf(amounts, '적립금 사용')).toHaveTextContent('-500원');
    expect(rowOf(amounts, '결제 금액')).toHaveTextContent('9,000원');
    expect(rowOf(amounts, '결제 수단')).toHaveTextContent('신용·체크카드');
  });

  it('주문 줄(상품, 대상, 수량, 데일리 기간, 금액)과 만들어진 서비스 수·상태를 보인다', async () => {
    answer(detail());
    renderApp(<MyPurchaseDetail id={31} />);
    const lines = await screen.findByRole('region', { name: '주문 상품' });
    const [single, daily] = within(lines).getAllByRole('listitem');
    expect(single).toHaveTextContent('한국인 팔로워');
    expect(single).toHaveTextContent('growth.demo');
    expect(single).toHaveTextContent('수량 300개');
    expect(single).not.toHaveTextContent('기간');
    expect(single).toHaveTextContent('8,100원');
    expect(daily).toHaveTextContent('기간 30일');
    const services = screen.getByRole('region', { name: '서비스 2건' });
    expect(services).toHaveTextContent('한국인 팔로워진행 중');
    expect(services).toHaveTextContent('자동 좋아요시작 전');
    expect(screen.queryByRole('region', { name: '입금 안내' })).not.toBeInTheDocument();
  });

  it('입금 대기 무통장입금이면 입금자명과 입금 기한(서울 시각)을 보인다', async () => {
    answer(
      detail({
        status: 'WAITING_PAYMENT',
        statusLabel: '입금 대기',
        method: 'NO_DEPOSIT',
        paidAt: null,
        depositorName: '김데모',
        depositDeadline: '2026-01-06T14:59:59.000Z',
        services: [],
        payTo: {
          kind: 'NO_DEPOSIT',
          bankName: '국민은행',
          accountNumber: '123401-04-567890',
          accountHolder: '(주)그로스몰',
          amount: 9000,
          deadline: '2026-01-06T14:59:59.000Z',
          depositorName: '김데모',
        },
      }),
    );
    renderApp(<MyPurchaseDetail id={31} />);
    // 상세에도 입금할 계좌(은행·번호·예금주·금액)와 입금자명·서울 기준 기한이 보인다
    const guide = await screen.findByRole('region', { name: '입금 안내' });
    expect(guide).toHaveTextContent('입금자명김데모');
    expect(guide).toHaveTextContent('입금 기한2026년 1월 6일 23:59까지');
    expect(guide).toHaveTextContent('국민은행');
    expect(within(guide).getByTestId('account-number')).toHaveTextContent('123401-04-567890');
    expect(within(guide).getByRole('button', { name: '계좌번호 복사' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '서비스 0건' })).toHaveTextContent('입금이 확인되면');
  });

  it('api 가 404 면 notFound() 로 없는 페이지를 보인다', async () => {
    server.use(
      http.get(`${API}/my-page/7/purchases/31`, () =>
        HttpResponse.json({ code: 'PURCHASE_NOT_FOUND', message: '구매를 찾을 수 없습니다.', meta: null }, { status: 404 }),
      ),
    );
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(
      <Boundary>
        <MyPurchaseDetail id={31} />
      </Boundary>,
    );
    expect(await screen.findByText('NEXT_NOT_FOUND')).toBeInTheDocument();
    spy.mockRestore();
  });
});
