import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditLogList } from '@/components/admin/audit-logs/audit-log-list';
import type { AuditLog } from '@/lib/schemas/audit-logs';
import { navigation } from '../next-navigation';
import { renderApp } from '../components/render-app';
import { API, adminServer } from '../admin/admin-fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => navigation.reset('/admin/audit-logs'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const log = (o: Partial<AuditLog>): AuditLog => ({
  id: 1,
  actorMemberId: 2,
  actorEmail: 'admin@example.com',
  actorName: '대표',
  actorRole: 'OWNER',
  kind: 'qnas.reply',
  targetType: 'qna',
  targetId: '4',
  targetName: null,
  summary: '1:1 문의 #4 답변: 배송 문의',
  before: null,
  after: null,
  requestId: 'req-1',
  createdAt: '2026-11-02T01:00:00.000Z',
  ...o,
});

describe('/admin/audit-logs – 코드 대신 말과 이름, 그 화면으로 가는 링크', () => {
  it('종류는 "1:1 문의 답변", 대상은 "1:1 문의 4번"·"회원 김데모", 운영자는 이름', async () => {
    server.use(
      http.get(`${API}/admin/audit-logs`, () =>
        HttpResponse.json({
          items: [log({}), log({ id: 2, kind: 'members.status', targetType: 'member', targetId: '16', targetName: '김데모', summary: '회원 상태 변경' })],
          page: 1,
          size: 20,
          total: 2,
        }),
      ),
    );
    renderApp(<AuditLogList />);
    const cards = await screen.findAllByRole('link', { name: '1:1 문의 4번' });
    expect(cards[0]).toHaveAttribute('href', '/admin/qnas/4');
    expect(screen.getAllByText('1:1 문의 답변').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: '회원 김데모' })[0]).toHaveAttribute('href', '/admin/members/16');
    expect(screen.getAllByText('회원 상태 변경').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: '대표' })[0]).toHaveAttribute('href', '/admin/members/2');
    const page = document.body;
    expect(page).not.toHaveTextContent('qnas.reply');
    expect(page).not.toHaveTextContent('qna #4');
    expect(page).not.toHaveTextContent('member #16');
    expect(within(page).queryByText(/#2\b/)).toBeNull();
  });
});
