import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PointLedger } from '@/components/admin/members/point-ledger';
import { AdminPointLedgerRowSchema } from '@/lib/schemas/admin-members';
import { renderApp } from '../components/render-app';
import { API, adminServer } from './fixtures';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const ledgerRow = (o: Partial<ReturnType<typeof AdminPointLedgerRowSchema.parse>>) =>
  AdminPointLedgerRowSchema.parse({
    id: 1,
    type: 'ADMIN_GRANT',
    amount: 1000,
    balanceAfter: 1000,
    purchaseId: null,
    reviewId: null,
    memo: '이벤트',
    actorMemberId: 1,
    actorName: '대표',
    actorEmail: 'admin@example.com',
    createdAt: '2026-01-09T01:00:00.000Z',
    ...o,
  });

describe('/admin/members/[id] – 적립금 원장', () => {
  it('넓은 화면에서 표로 보이고(차감은 음수), 총 건수와 원장 전부의 CSV 를 /point-ledger/export 로 받는다', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const exports: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/admin/members/7/point-ledger`, () =>
        HttpResponse.json({
          items: [ledgerRow({ id: 2, type: 'ADMIN_DEDUCT', amount: -300, balanceAfter: 700, memo: '회수' }), ledgerRow({})],
          page: 1,
          size: 20,
          total: 2,
        }),
      ),
      http.get(`${API}/admin/members/7/point-ledger/export`, ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new HttpResponse('\uFEFF번호\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="member-7-points-20260109.csv"' },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:ledger');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderApp(<PointLedger memberId={7} />);

    const table = await screen.findByRole('table', { name: '적립금 원장' });
    const [, deduct, grant] = within(table).getAllByRole('row');
    expect(deduct).toHaveTextContent('운영자 차감');
    expect(deduct).toHaveTextContent('-300원');
    expect(deduct).toHaveTextContent('회수');
    expect(grant).toHaveTextContent('+1,000원');
    // 누른 운영자는 번호("#1")가 아니라 이름으로, 그 운영자의 회원 화면으로 잇는다
    expect(within(grant).getByRole('link', { name: '대표' })).toHaveAttribute('href', '/admin/members/1');
    expect(grant).not.toHaveTextContent('#1');
    expect(screen.getByText('총 2건')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    await waitFor(() => expect(saved).toEqual(['member-7-points-20260109.csv']));
    expect([...exports[0]!.keys()]).toEqual([]);
  });
});
