import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { MyServiceDetail } from '@/components/my-page/services/my-service-detail';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer } from '../my-purchases/fixtures';
import { LOAD, serviceDetail, task } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('서비스 상세 – 쿠폰으로 덜 낸 서비스는 낸 돈과 정가·할인을 함께, 부분 완료는 진행/주문·미진행 수량·환불됨과 금액, 작업 줄은 부분 완료', async () => {
  server.use(
    http.get(`${API}/my-page/${MEMBER_ID}/services/501`, () =>
      HttpResponse.json(
        serviceDetail({
          status: 'PARTIAL',
          statusLabel: '부분 완료',
          totalPrice: 11_000,
          paidAmount: 9_000,
          listPrice: 11_000,
          quantity: 200,
          remains: 68,
          shortfall: {
            ordered: 200,
            delivered: 132,
            missing: 68,
            status: 'REFUNDED',
            statusLabel: '환불됨',
            refundAmount: 3_060,
            refundToLabel: '적립금',
            message: '채우지 못한 68개는 3,060원을 적립금으로 환불해 드렸습니다.',
          },
          tasks: [task({ id: 900, status: 2, statusLabel: '부분 완료', quantity: 200, remains: 68 })],
        }),
      ),
    ),
  );
  renderApp(<MyServiceDetail id={501} />);
  const summary = await screen.findByRole('region', { name: '인스타그램 한국인 팔로워' }, LOAD);
  expect(summary).toHaveTextContent('9,000원 (정가 11,000원, 할인 2,000원)');
  const shortfall = within(summary).getByRole('region', { name: '진행되지 않은 수량' });
  expect(shortfall).toHaveTextContent('132 / 200개');
  expect(shortfall).toHaveTextContent('미진행68개');
  expect(shortfall).toHaveTextContent('환불됨 3,060원 (적립금)');
  expect(shortfall).toHaveTextContent('채우지 못한 68개는 3,060원을 적립금으로 환불해 드렸습니다.');
  // 서비스 상태 배지와 작업 내역 줄 모두 '부분 완료'
  expect(screen.getAllByText('부분 완료').length).toBeGreaterThanOrEqual(2);
});
