import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReconciliationReportView } from '@/components/admin/reconciliations/reconciliation-report';
import type { ReconciliationAttempt, ReconciliationReport, ReconciliationRow } from '@/lib/schemas/reconciliations';
import { renderApp } from '../components/render-app';

const API = 'http://localhost:4000/v1';
// 실패한 요청은 /api/log 로 알린다: 받아만 둔다
const server = setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const attempt = (o: Partial<ReconciliationAttempt> = {}): ReconciliationAttempt => ({
  id: 1,
  purchaseId: 41,
  orderNo: 'GM-0041',
  paymentKey: 'pk_ok',
  amount: 9000,
  status: 'PAID',
  decidedBy: 'REQUEST',
  message: '결제사 승인을 결제 완료로 기록',
  startedAt: '2026-01-05T01:00:00.000Z',
  decidedAt: '2026-01-05T01:00:01.000Z',
  checkCount: 0,
  ...o,
});

const row = (o: Partial<ReconciliationRow> = {}): ReconciliationRow => ({
  paymentKey: 'pk_ok',
  orderNo: 'GM-0041',
  purchaseId: 41,
  purchaseStatus: 'PAID',
  gatewayApproved: 9000,
  gatewayCanceled: 0,
  storeStatus: 'DONE',
  storeAmount: 9000,
  storeCanceled: 0,
  result: 'OK',
  resultLabel: '일치',
  attempt: attempt(),
  ...o,
});

function answer(report: Partial<ReconciliationReport> = {}) {
  const dates: string[] = [];
  let runs = 0;
  server.use(
    http.get(`${API}/admin/reconciliations`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      dates.push(date);
      return HttpResponse.json({
        date,
        rows: [
          row({ paymentKey: 'pk_orphan', orderNo: 'GM-0042', purchaseId: 42, purchaseStatus: 'EXPIRED', storeStatus: null, storeAmount: null, result: 'MISSING_IN_STORE', resultLabel: '불일치: 결제사 승인, 가게 결제 없음', attempt: null }),
          row(),
        ],
        mismatchCount: 1,
        openAttempts: [attempt({ id: 2, purchaseId: 43, orderNo: 'GM-0043', paymentKey: 'pk_open', status: 'OPEN', decidedBy: null, message: '결제사 상태 IN_PROGRESS: 다시 확인 예정', checkCount: 2 })],
        ...report,
      });
    }),
    http.post(`${API}/admin/reconciliations/run`, () => {
      runs += 1;
      return HttpResponse.json({ checked: 2, paid: 1, canceled: 0, declined: 1, open: 0, failed: 0 });
    }),
  );
  return { dates, runs: () => runs };
}

describe('/admin/reconciliations – GET /v1/admin/reconciliations', () => {
  it('불일치는 글자로 표시하고, 일치한 결제와 대사 작업이 한 일, 열린 시도를 보인다', async () => {
    answer();
    renderApp(<ReconciliationReportView initialDate="2026-01-05" />);
    const orphan = await screen.findByRole('listitem', { name: 'GM-0042 불일치: 결제사 승인, 가게 결제 없음' });
    expect(orphan).toHaveTextContent('결제사 승인 9,000원');
    expect(orphan).toHaveTextContent('가게 결제 없음');
    expect(orphan).toHaveTextContent('구매 기한 만료');
    const ok = screen.getByRole('listitem', { name: 'GM-0041 일치' });
    expect(ok).toHaveTextContent('승인 시도: 결제 완료로 기록 · 결론 결제 요청');
    expect(screen.getByText('결제 키 2건 · 불일치 1건 · 아직 결론 나지 않은 시도 1건')).toBeInTheDocument();
    const open = within(screen.getByRole('list', { name: '열린 승인 시도 목록' })).getByRole('listitem', { name: 'GM-0043 열린 승인 시도' });
    expect(open).toHaveTextContent('결과 확인 중');
    expect(open).toHaveTextContent('확인 2회');
  });

  it('날짜를 바꾸면 그날을 다시 묻고, 지금 대사 실행은 한 번 돌린 결과를 알린다', async () => {
    const calls = answer();
    renderApp(<ReconciliationReportView initialDate="2026-01-05" />);
    await screen.findByRole('listitem', { name: 'GM-0041 일치' });
    const field = screen.getByLabelText('날짜(서울)');
    await userEvent.clear(field);
    await userEvent.type(field, '2026-01-04');
    await waitFor(() => expect(calls.dates).toContain('2026-01-04'));

    await userEvent.click(screen.getByRole('button', { name: '지금 대사 실행' }));
    expect(await screen.findByRole('status')).toHaveTextContent('시도 2건을 확인했습니다: 결제 완료 1, 결제사 취소 0, 결제 실패 1');
    expect(calls.runs()).toBe(1);
  });

  it('결제사와 통신하지 못하면 그 안내를 보인다', async () => {
    server.use(
      http.get(`${API}/admin/reconciliations`, () =>
        HttpResponse.json({ code: 'PAYMENT_GATEWAY_UNAVAILABLE', message: '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해주세요.', meta: null }, { status: 502 }),
      ),
    );
    renderApp(<ReconciliationReportView initialDate="2026-01-05" />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('결제사와 통신하지 못했습니다.');
  });
});
