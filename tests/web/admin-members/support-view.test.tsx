import { screen, within } from '@testing-library/react';
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

function answer(adminRole: 'OWNER' | 'SUPPORT') {
  const detail = memberDetail();
  detail.services = {
    count: 1,
    items: [{ id: 51, purchaseId: 41, productName: '인스타그램 한국인 팔로워', targetKey: 'growth_demo', status: 'IN_PROGRESS', createdAt: '2026-01-06T01:00:00.000Z' }],
  };
  server.use(
    http.get(`${API}/admin/me`, () => HttpResponse.json(adminMe({ adminRole }))),
    http.get(`${API}/admin/members/7`, () => HttpResponse.json(detail)),
    http.get(`${API}/admin/members/7/point-ledger`, () => HttpResponse.json({ items: [], page: 1, size: 20, total: 0 })),
  );
}

describe('/admin/members/[id] – 상담원(SUPPORT)은 열 수 있는 것만', () => {
  it('구매·서비스는 링크 없이 주문번호·상태로 읽고, 1:1 문의는 연다', async () => {
    answer('SUPPORT');
    renderApp(<AdminMemberDetailView id={7} />);
    const purchases = await screen.findByRole('region', { name: '구매' });
    await vi.waitFor(() => expect(within(purchases).queryByRole('link')).toBeNull());
    expect(purchases).toHaveTextContent('GM-0041 한국인 팔로워 · 결제 완료');
    const services = screen.getByRole('region', { name: '서비스' });
    expect(within(services).queryByRole('link')).toBeNull();
    expect(services).toHaveTextContent('인스타그램 한국인 팔로워 growth_demo · 진행 중');
    expect(within(screen.getByRole('region', { name: '1:1 문의' })).getByRole('link', { name: '배송 문의' })).toHaveAttribute('href', '/admin/qnas/3');
  });

  it('OWNER 에게는 구매·서비스가 구매 화면으로 가는 링크', async () => {
    answer('OWNER');
    renderApp(<AdminMemberDetailView id={7} />);
    const purchases = await screen.findByRole('region', { name: '구매' });
    expect(await within(purchases).findByRole('link', { name: 'GM-0041' })).toHaveAttribute('href', '/admin/purchases/41');
    expect(within(screen.getByRole('region', { name: '서비스' })).getByRole('link', { name: '인스타그램 한국인 팔로워' })).toHaveAttribute('href', '/admin/purchases/41');
  });
});
