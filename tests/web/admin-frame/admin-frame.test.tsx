import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { AdminFrame } from '@/components/admin/admin-frame';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { AdminMeSchema, type AdminMe } from '@/lib/schemas/operators';
import { navigation } from '../next-navigation';
import { renderApp } from '../components/render-app';

vi.mock('next/navigation', () => import('../next-navigation'));

const API = 'http://localhost:4000/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => navigation.reset('/admin/qnas/31'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const me = (overrides: Partial<AdminMe> = {}): AdminMe =>
  AdminMeSchema.parse({
    memberId: 3,
    email: 'support@example.com',
    name: '상담원',
    adminRole: 'SUPPORT',
    mfa: { required: false, enrolled: false, verified: false },
    ...overrides,
  });

function answerMe(body: AdminMe | null) {
  server.use(
    http.get(`${API}/admin/me`, () =>
      body ? HttpResponse.json(body) : HttpResponse.json({ code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.', meta: null }, { status: 404 }),
    ),
  );
}

const renderFrame = () =>
  renderApp(
    <AdminFrame>
      <h2>1:1 문의</h2>
    </AdminFrame>,
  );

async function openDrawer(timeout?: number) {
  const user = userEvent.setup();
  // 메뉴는 운영자 정보를 받은 뒤에 그린다(2단계 인증 전에는 없다). 못 읽으면 한 번 더 물은 뒤에 보인다
  const button = await screen.findByRole('button', { name: '메뉴' }, { timeout });
  await user.click(button);
  return { user, button, dialog: screen.getByRole('dialog', { name: '관리자 메뉴' }) };
}

describe('관리자 콘솔 틀 – 1024px 아래의 서랍 메뉴', () => {
  it('메뉴 버튼이 서랍을 열고 닫기 버튼에 초점을 주며, Esc 로 닫으면 초점이 메뉴 버튼으로 돌아온다', async () => {
    answerMe(me());
    renderFrame();
    const { user, button, dialog } = await openDrawer();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'admin-drawer');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: '메뉴 닫기' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab 은 서랍 안에서만 돈다: 닫기 버튼에서 Shift+Tab 이면 마지막 메뉴로', async () => {
    answerMe(me());
    renderFrame();
    const { user, dialog } = await openDrawer();
    await waitFor(() => expect(within(dialog).getByText('상담원', { selector: 'span' })).toBeInTheDocument());
    await user.tab({ shift: true });
    const links = within(dialog).getAllByRole('link');
    expect(links.at(-1)).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '메뉴 닫기' })).toHaveFocus();
  });

  it('닫기 버튼과 메뉴 고르기도 서랍을 닫는다', async () => {
    answerMe(me());
    renderFrame();
    let { user, dialog } = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: '메뉴 닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    ({ user, dialog } = await openDrawer());
    await user.click(within(dialog).getByRole('link', { name: '후기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SUPPORT 에게는 볼 수 있는 메뉴만(하는 일별 묶음), 지금 화면은 aria-current="page"', async () => {
    answerMe(me());
    renderFrame();
    const { dialog } = await openDrawer();
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: '구매 관리' })).not.toBeInTheDocument());
    const names = within(dialog).getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['콘솔 홈', '작업 내역', '회원 관리', '1:1 문의', '후기', '내 계정·2단계 인증']);
    expect(within(dialog).getByRole('list', { name: '고객 응대' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '1:1 문의' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('link', { name: '후기' })).not.toHaveAttribute('aria-current');
    expect(dialog).toHaveTextContent('support@example.com');
    expect(dialog).toHaveTextContent('상담원');
  });

  it('등급을 못 읽으면(실패) 전체 메뉴를 보인다: 막는 것은 api 다', async () => {
    answerMe(null);
    renderFrame();
    const { dialog } = await openDrawer(5_000);
    await waitFor(() => expect(within(dialog).getByRole('link', { name: '매출' })).toBeInTheDocument());
    expect(within(dialog).getByRole('link', { name: '구매 관리' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '작업 기록' })).toBeInTheDocument();
  });

  it('axe: 틀과 열린 서랍에 WCAG 2.2 A·AA 위반이 없다', async () => {
    answerMe(me({ adminRole: 'OWNER', email: 'owner@example.com' }));
    const { container } = renderFrame();
    await screen.findByRole('heading', { name: '관리자 콘솔' });
    const closed = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    expect(closed.violations.map((v) => v.id)).toEqual([]);
    await openDrawer();
    const opened = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    expect(opened.violations.map((v) => v.id)).toEqual([]);
  });

  it('2단계 인증을 마치기 전에는 메뉴(옆 메뉴·메뉴 버튼)를 그리지 않고, 마치면 보인다', async () => {
    answerMe(me({ adminRole: 'OWNER', email: 'owner@example.com', mfa: { required: true, enrolled: true, verified: false } }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { unmount } = renderApp(
      <AdminFrame>
        <h2>2단계 인증</h2>
      </AdminFrame>,
      { client },
    );
    // 운영자 정보를 받아 그린 뒤에도 메뉴가 없다
    await waitFor(() => expect(client.getQueryState(adminMeQuery().queryKey)?.status).toBe('success'));
    expect(await screen.findByRole('heading', { name: '2단계 인증' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '메뉴' })).toBeNull();
    expect(screen.queryByRole('link', { name: '구매 관리' })).toBeNull();
    expect(screen.queryByRole('complementary', { hidden: true })).toBeNull();
    unmount();
    answerMe(me({ adminRole: 'OWNER', email: 'owner@example.com', mfa: { required: true, enrolled: true, verified: true } }));
    renderFrame();
    expect(await screen.findByRole('button', { name: '메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { hidden: true })).toBeInTheDocument();
  });
});
