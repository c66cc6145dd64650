import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MfaGate } from '@/components/admin/operators/mfa-gate';
import { reloadPage } from '@/components/admin/operators/reload-page';
import { http as api } from '@/lib/api/http';
import { renderApp } from '../components/render-app';
import { API, adminServer } from '../admin-members/fixtures';
import { navigation } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
vi.mock('@/components/admin/operators/reload-page', () => ({ reloadPage: vi.fn() }));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  navigation.reset('/admin');
  vi.mocked(reloadPage).mockClear();
});

const me = { memberId: 1, email: 'owner@example.com', name: '대표', adminRole: 'OWNER', mfa: { required: true, enrolled: true, verified: true } };

function Dashboard() {
  const q = useQuery({ queryKey: ['test-dashboard'], queryFn: async () => (await api.get('/admin/dashboard')).data, retry: false });
  return <p>{q.isError ? '불러오지 못했습니다' : '대시보드'}</p>;
}

function answerDashboard(status: number, code: string) {
  server.use(
    http.get(`${API}/admin/me`, () => HttpResponse.json(me)),
    http.get(`${API}/admin/dashboard`, () => HttpResponse.json({ code, message: '운영자 로그인이 만료되었습니다. 보안을 위해 다시 로그인해주세요.', meta: { reason: 'IDLE_TIMEOUT' } }, { status })),
  );
}

describe('콘솔 – 운영자 세션이 끝나면', () => {
  it('api 가 OPERATOR_SESSION_EXPIRED 로 답하면 화면을 다시 불러온다(프록시가 로그인 화면으로 보낸다)', async () => {
    answerDashboard(401, 'OPERATOR_SESSION_EXPIRED');
    renderApp(
      <MfaGate>
        <Dashboard />
      </MfaGate>,
    );
    await screen.findByText('불러오지 못했습니다');
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });

  it('다른 401(예: 토큰 만료)에는 다시 불러오지 않는다', async () => {
    answerDashboard(401, 'TOKEN_EXPIRED');
    renderApp(
      <MfaGate>
        <Dashboard />
      </MfaGate>,
    );
    await screen.findByText('불러오지 못했습니다');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
