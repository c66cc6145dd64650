import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import type { Dashboard, OperatorAlert } from '@/lib/schemas/admin-tasks';
import type { AdminStandIns } from '@/lib/schemas/stand-ins';
import { renderApp } from '../components/render-app';
import { API, adminServer } from './fixtures';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// 콘솔 홈은 어댑터 점검도 부른다: 모두 실제인 상점이 기본
const allReal: AdminStandIns = { production: true, items: [] };
beforeEach(() =>
  server.use(
    http.get(`${API}/admin/stand-ins`, () => HttpResponse.json(allReal)),
    http.get(`${API}/admin/me`, () => HttpResponse.json(meAs('OWNER'))),
  ),
);
const meAs = (adminRole: 'OWNER' | 'SUPPORT') => ({ memberId: 1, email: 'op@example.com', name: '운영자', adminRole, mfa: { required: adminRole !== 'SUPPORT', enrolled: true, verified: true } });

const dashboard: Dashboard = {
  tasksByStatus: { waiting: 4, inProgress: 9, done: 120, failed: 2, canceled: 1 },
  needsAttention: 3,
  openAlerts: 1,
  servicesInProgress: 7,
  depositsWaiting: 5,
  qnasWaiting: 6,
  shortfallsToReview: 0,
  panels: [{ id: 2, name: '메인 패널', isActive: true, balance: '3.50', currency: 'USD', balanceCheckedAt: '2026-01-05T14:30:00.000Z', lowBalance: true }],
};
const alert: OperatorAlert = {
  id: 31,
  kind: 'TASK_NEEDS_ATTENTION',
  kindLabel: '확인 필요 작업',
  subjectKey: 'task:77',
  taskId: 77,
  purchaseId: null,
  message: '작업 77의 전송 결과를 알 수 없습니다.',
  createdAt: '2026-01-05T14:30:00.000Z',
  resolvedAt: null,
};

it('/admin – 숫자마다 그 화면으로 가는 링크, 열린 경보를 닫으면 목록에서 빠진다', async () => {
  let open = [alert];
  const resolved: number[] = [];
  server.use(
    http.get(`${API}/admin/dashboard`, () => HttpResponse.json(dashboard)),
    http.get(`${API}/admin/alerts`, () => HttpResponse.json({ items: open })),
    http.post(`${API}/admin/alerts/:id/resolve`, ({ params }) => {
      resolved.push(Number(params.id));
      open = [];
      return HttpResponse.json({ id: 31, resolvedAt: '2026-01-05T15:00:00.000Z', changed: true });
    }),
  );
  const user = userEvent.setup();
  renderApp(<AdminDashboard />);
  const tiles = await screen.findByRole('list', { name: '현황' });
  expect(within(tiles).getByRole('link', { name: /확인 필요 작업\s*3/ })).toHaveAttribute('href', '/admin/tasks?needsAttention=true');
  expect(within(tiles).getByRole('link', { name: /입금 대기\s*5/ })).toHaveAttribute('href', '/admin/deposits');
  expect(within(tiles).getByRole('link', { name: /답변 대기 문의\s*6/ })).toHaveAttribute('href', '/admin/qnas');
  expect(within(tiles).getByRole('link', { name: /실패 작업\s*2/ })).toHaveAttribute('href', '/admin/tasks?status=-1');
  expect(screen.getByText('잔액 부족')).toBeInTheDocument();

  const alerts = await screen.findByRole('list', { name: '열린 경보' });
  expect(alerts).toHaveTextContent('작업 77의 전송 결과를 알 수 없습니다.');
  expect(within(alerts).getByRole('link', { name: '작업 #77 보기' })).toHaveAttribute('href', '/admin/tasks/77');
  await user.click(within(alerts).getByRole('button', { name: '확인(닫기)' }));
  await waitFor(() => expect(screen.getByText('열린 경보가 없습니다.')).toBeInTheDocument());
  expect(resolved).toEqual([31]);
});

it('/admin – 시험용 어댑터: 무엇이 시험용인지, 운영에서 어느 변수로 허용했는지, 실제로 바꾸려면 채울 변수', async () => {
  const standIns: AdminStandIns = {
    production: true,
    items: [
      {
        adapter: 'payments',
        label: '결제',
        mode: '내장 테스트 결제창',
        standIn: true,
        optIn: 'ALLOW_TEST_PAYMENTS',
        allowed: true,
        missing: ['PAYMENTS_PROVIDER=toss', 'TOSS_SECRET_KEY'],
        offending: ['PAYMENTS_PROVIDER'],
        notice: '테스트 결제 환경: 실제로 결제되지 않습니다',
      },
      { adapter: 'mail', label: '메일', mode: 'SMTP(smtp.example.com)', standIn: false, optIn: 'ALLOW_OUTBOX_MAIL', allowed: true, missing: [], offending: [], notice: '메일이 실제로 발송되지 않습니다' },
    ],
  };
  server.use(
    http.get(`${API}/admin/dashboard`, () => HttpResponse.json(dashboard)),
    http.get(`${API}/admin/alerts`, () => HttpResponse.json({ items: [] })),
    http.get(`${API}/admin/stand-ins`, () => HttpResponse.json(standIns)),
  );
  renderApp(<AdminDashboard />);
  const section = await screen.findByRole('region', { name: '시험용 어댑터' });
  await waitFor(() => expect(section).toHaveTextContent('내장 테스트 결제창'));
  expect(section).toHaveTextContent('ALLOW_TEST_PAYMENTS=true 로 허용');
  expect(section).toHaveTextContent('실제로 바꾸려면: PAYMENTS_PROVIDER=toss, TOSS_SECRET_KEY');
  // 실제인 어댑터는 싣지 않는다
  expect(section).not.toHaveTextContent('메일');
});

it('/admin – 상담원(SUPPORT)에게는 열 수 없는 입금 대기 칸을 보이지 않는다', async () => {
  server.use(
    http.get(`${API}/admin/me`, () => HttpResponse.json(meAs('SUPPORT'))),
    http.get(`${API}/admin/dashboard`, () => HttpResponse.json(dashboard)),
    http.get(`${API}/admin/alerts`, () => HttpResponse.json({ items: [] })),
  );
  renderApp(<AdminDashboard />);
  const tiles = await screen.findByRole('list', { name: '현황' });
  expect(within(tiles).getByRole('link', { name: /답변 대기 문의\s*6/ })).toBeInTheDocument();
  await waitFor(() => expect(within(tiles).queryByRole('link', { name: /입금 대기/ })).toBeNull());
});
