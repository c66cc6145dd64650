import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminMemberDetailView } from '@/components/admin/members/admin-member-detail';
import { renderApp } from '../components/render-app';
import { API, adminMe, adminServer, memberDetail } from './fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/admin/members/7';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/admin/members/[id] – 이용 정지', () => {
  it('사유 없이는 보내지 않고, 정지하면 끊은 로그인 수를 알린다', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${API}/admin/me`, () => HttpResponse.json(adminMe())),
      http.get(`${API}/admin/members/7`, () => HttpResponse.json(memberDetail())),
      http.get(`${API}/admin/members/7/point-ledger`, () => HttpResponse.json({ items: [], page: 1, size: 20, total: 0 })),
      http.patch(`${API}/admin/members/7/status`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ changed: true, status: 'STOP', statusReason: '결제 사기 의심', statusChangedAt: '2026-01-09T01:00:00.000Z', revokedSessions: 2 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<AdminMemberDetailView id={7} />);
    await user.click(await screen.findByRole('button', { name: '이용 정지' }));
    const dialog = await screen.findByRole('dialog', { name: '이용 정지' });
    expect(dialog).toHaveTextContent('모든 로그인이 바로 끊기고');
    const reason = within(dialog).getByLabelText('사유');
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: '정지하기' }));
    expect(await within(dialog).findByText('사유를 입력해주세요.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(reason, '결제 사기 의심');
    await user.click(within(dialog).getByRole('button', { name: '정지하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('이용을 정지했습니다. 로그인 2곳을 끊었습니다.');
    expect(sent).toEqual([{ status: 'STOP', reason: '결제 사기 의심' }]);
  });
});
