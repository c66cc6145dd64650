import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberInfoView } from '@/components/my-page/member-info/member-info-view';
import { SocialCallback } from '@/components/social-accounts/social-callback';
import { errorMessage } from '@/lib/schemas/errors';
import { OAUTH_PENDING_STORAGE_KEY, SocialAccountListSchema, type SocialAccountList } from '@/lib/schemas/social-accounts';
import { renderApp } from '../components/render-app';
import { makeToken } from '../support/jwt';
import { pathname, router } from '../next-navigation';
import type { RegistrationType } from '@/lib/schemas/members';
import { API, apiError, MEMBER_ID, memberInfo, socialServer, STATE, setUpSocialTests } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/my-page/member-info';

const server = socialServer();
const { assign } = setUpSocialTests(server);
const SESSION = 'session-token-abcdefghijklmnopqrstuvwxyz';
const KAKAO_LINKED = { provider: 'KAKAO' as const, email: 'kakao.user@example.com', linkedAt: '2026-03-04T01:00:00.000Z' };

beforeEach(async () => {
  // 리프레시 토큰은 웹 서버의 HttpOnly 쿠키라 화면(document.cookie)에는 없다
  Cookies.set('token', await makeToken(3600, { memberId: MEMBER_ID }), { path: '/' });
});

/** 연결 목록을 돌려준다. 바뀌는 목록(해제 뒤)을 위해 함수로 받는다 */
function answerList(list: () => SocialAccountList) {
  server.use(http.get(`${API}/my-page/:memberId/social-accounts`, () => HttpResponse.json(list())));
}

function answerAuthorize(bodies: unknown[]) {
  server.use(
    http.post(`${API}/members/oauth/authorize`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ authorizeUrl: `http://localhost:4000/v1/test-idp/authorize?state=${STATE}`, expiresAt: new Date(Date.now() + 600_000).toISOString() });
    }),
  );
}

/** 본인 확인을 마친 뒤의 화면: myInfoSession 쿠키가 있으면 변경 칸들이 보인다 */
async function openCheckedMemberInfo() {
  Cookies.set('myInfoSession', SESSION, { path: '/' });
  renderApp(<MemberInfoView />);
  return screen.findByRole('region', { name: '로그인 연결' });
}

describe('회원 정보 – 로그인 연결', () => {
  it('네 제공자를 순서대로 보이고, 연결된 것은 연결됨·이메일·날짜와 해제, 아닌 것은 연결하기', async () => {
    answerList(() => ({ items: [KAKAO_LINKED], hasPassword: true }));
    const section = await openCheckedMemberInfo();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['카카오', '네이버', 'Google', 'Facebook']);
    expect(rows[0]).toHaveTextContent('연결됨');
    expect(rows[0]).toHaveTextContent('kakao.user@example.com · 2026.03.04 연결');
    expect(within(rows[0]).getByRole('button', { name: '카카오 연결 해제' })).toBeInTheDocument();
    for (const [i, label] of ['네이버', 'Google', 'Facebook'].entries()) {
      expect(rows[i + 1]).not.toHaveTextContent('연결됨');
      expect(within(rows[i + 1]).getByRole('button', { name: `${label} 연결하기` })).toBeInTheDocument();
    }
  });

  it('연결하기: 목적 LINK 로 적고 authorize 를 불러 제공자로 떠난다(돌아올 곳은 회원 정보)', async () => {
    answerList(() => ({ items: [KAKAO_LINKED], hasPassword: true }));
    const bodies: unknown[] = [];
    answerAuthorize(bodies);
    await openCheckedMemberInfo();
    await userEvent.setup().click(await screen.findByRole('button', { name: '네이버 연결하기' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost:4000/v1/test-idp/authorize?state=${STATE}`));
    expect(bodies).toEqual([{ provider: 'NAVER', purpose: 'LINK', redirectUri: '/my-page/member-info' }]);
    expect(JSON.parse(sessionStorage.getItem(OAUTH_PENDING_STORAGE_KEY) ?? 'null')).toEqual({
      purpose: 'LINK',
      provider: 'NAVER',
      redirectUri: '/my-page/member-info',
      state: STATE,
    });
  });

  it('돌아온 콜백(LINK): 로그인한 회원의 social-accounts 로 code·state 를 보내고 회원 정보로 돌아간다', async () => {
    sessionStorage.setItem(OAUTH_PENDING_STORAGE_KEY, JSON.stringify({ purpose: 'LINK', provider: 'NAVER', redirectUri: '/my-page/member-info', state: STATE }));
    Cookies.set('myInfoSession', SESSION, { path: '/' });
    const seen: { memberId: unknown; body: unknown; credentials: RequestCredentials; session: string | null }[] = [];
    server.use(
      http.post(`${API}/my-page/:memberId/social-accounts`, async ({ request, params }) => {
        seen.push({ memberId: params.memberId, body: await request.json(), credentials: request.credentials, session: request.headers.get('x-my-info-session') });
        return HttpResponse.json(
          SocialAccountListSchema.parse({ items: [{ provider: 'NAVER', email: 'naver@example.com', linkedAt: new Date().toISOString() }], hasPassword: true }),
        );
      }),
    );
    renderApp(<SocialCallback provider="NAVER" code="code-n" state={STATE} error={null} />);
    expect(await screen.findByRole('status')).toHaveTextContent('네이버 계정을 연결하고 있습니다.');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/my-page/member-info'));
    expect(seen).toEqual([{ memberId: String(MEMBER_ID), body: { provider: 'NAVER', state: STATE, code: 'code-n' }, credentials: 'include', session: SESSION }]);
  });

  it('다른 회원에 이미 연결된 계정이면 api 의 문구와 회원 정보로 돌아가는 길을 보인다', async () => {
    sessionStorage.setItem(OAUTH_PENDING_STORAGE_KEY, JSON.stringify({ purpose: 'LINK', provider: 'NAVER', redirectUri: '/my-page/member-info', state: STATE }));
    server.use(http.post(`${API}/my-page/:memberId/social-accounts`, () => apiError(409, 'SOCIAL_ACCOUNT_IN_USE', errorMessage('SOCIAL_ACCOUNT_IN_USE', { provider: '네이버' }))));
    renderApp(<SocialCallback provider="NAVER" code="code-n" state={STATE} error={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 다른 회원에게 연결된 네이버 계정입니다.');
    expect(screen.getByRole('link', { name: '회원 정보로 돌아가기' })).toHaveAttribute('href', '/my-page/member-info');
  });

  it('연결 해제: 한 번 더 묻고, 취소하면 그대로, 해제하면 DELETE 뒤 목록을 다시 읽는다', async () => {
    let items = [KAKAO_LINKED];
    answerList(() => ({ items, hasPassword: true }));
    const deleted: unknown[] = [];
    server.use(
      http.delete(`${API}/my-page/:memberId/social-accounts/:provider`, ({ params, request }) => {
        deleted.push([params.memberId, params.provider, request.headers.get('x-my-info-session')]);
        items = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await openCheckedMemberInfo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '카카오 연결 해제' }));
    const confirm = screen.getByRole('group', { name: '카카오 연결 해제 확인' });
    expect(confirm).toHaveTextContent('카카오 연결을 해제할까요?');
    // 열리면 초점이 확인 묶음으로 가고(설명을 읽는다), 취소하면 누른 버튼으로 돌아온다
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(/해제하면 카카오 계정으로는 로그인할 수 없습니다/);
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('group', { name: '카카오 연결 해제 확인' })).toBeNull();
    expect(screen.getByRole('button', { name: '카카오 연결 해제' })).toHaveFocus();
    expect(deleted).toEqual([]);

    // Esc 로도 닫는다
    await user.click(screen.getByRole('button', { name: '카카오 연결 해제' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: '카카오 연결 해제 확인' })).toBeNull();
    expect(screen.getByRole('button', { name: '카카오 연결 해제' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '카카오 연결 해제' }));
    await user.click(within(screen.getByRole('group', { name: '카카오 연결 해제 확인' })).getByRole('button', { name: '해제' }));
    expect(await screen.findByText('카카오 연결을 해제했습니다.')).toBeInTheDocument();
    // 누른 버튼은 사라졌으므로 초점은 구역 제목으로
    expect(screen.getByRole('heading', { name: '로그인 연결' })).toHaveFocus();
    expect(deleted).toEqual([[String(MEMBER_ID), 'KAKAO', SESSION]]);
    expect(await screen.findByRole('button', { name: '카카오 연결하기' })).toBeInTheDocument();
  });

  it('마지막 로그인 방법이면 api 가 거절한 문구를 보이고 연결은 남는다', async () => {
    answerList(() => ({ items: [KAKAO_LINKED], hasPassword: false }));
    server.use(
      http.delete(`${API}/my-page/:memberId/social-accounts/:provider`, () =>
        apiError(409, 'SOCIAL_LAST_SIGN_IN_METHOD', '로그인할 방법이 하나는 있어야 합니다. 다른 계정을 먼저 연결해주세요.'),
      ),
    );
    await openCheckedMemberInfo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '카카오 연결 해제' }));
    await user.click(screen.getByRole('button', { name: '해제' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인할 방법이 하나는 있어야 합니다.');
    expect(screen.getByRole('button', { name: '카카오 연결 해제' })).toBeInTheDocument();
  });
});

describe('회원 정보 – 비밀번호 없는 소셜 회원의 본인 확인(REAUTH)', () => {
  const socialMember = (registrationType: RegistrationType) =>
    server.use(http.get(`${API}/my-page/:memberId`, () => HttpResponse.json(memberInfo({ registrationType, email: 'kakao.user@example.com' }))));

  it('비밀번호 칸 대신 연결한 제공자로 본인 확인을 권하고, 누르면 목적 REAUTH 로 떠난다', async () => {
    socialMember('KAKAO');
    answerList(() => ({ items: [KAKAO_LINKED], hasPassword: false }));
    const bodies: unknown[] = [];
    answerAuthorize(bodies);
    renderApp(<MemberInfoView />);
    const button = await screen.findByRole('button', { name: '카카오로 본인 확인' });
    expect(screen.queryByLabelText('현재 비밀번호')).toBeNull();
    expect(screen.queryByRole('button', { name: '네이버로 본인 확인' })).toBeNull();
    await userEvent.setup().click(button);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodies).toEqual([{ provider: 'KAKAO', purpose: 'REAUTH', redirectUri: '/my-page/member-info' }]);
    expect(JSON.parse(sessionStorage.getItem(OAUTH_PENDING_STORAGE_KEY) ?? 'null')).toMatchObject({ purpose: 'REAUTH', provider: 'KAKAO' });
  });

  it('돌아온 콜백(REAUTH): check-social 의 myInfoSession 을 check-pwd 와 같은 쿠키에 두고 회원 정보로 돌아가면 변경 칸이 열린다', async () => {
    sessionStorage.setItem(OAUTH_PENDING_STORAGE_KEY, JSON.stringify({ purpose: 'REAUTH', provider: 'KAKAO', redirectUri: '/my-page/member-info', state: STATE }));
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/my-page/:memberId/member-info/check-social`, async ({ request }) => {
        bodies.push({ body: await request.json(), credentials: request.credentials });
        return HttpResponse.json({ myInfoSession: SESSION, expiresAt: new Date(Date.now() + 600_000).toISOString() });
      }),
    );
    const callback = renderApp(<SocialCallback provider="KAKAO" code="code-k" state={STATE} error={null} />);
    expect(await screen.findByRole('heading', { name: '본인 확인' })).toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/my-page/member-info'));
    expect(bodies).toEqual([{ body: { provider: 'KAKAO', state: STATE, code: 'code-k' }, credentials: 'include' }]);
    expect(Cookies.get('myInfoSession')).toBe(SESSION);
    callback.unmount();

    socialMember('KAKAO');
    answerList(() => ({ items: [KAKAO_LINKED], hasPassword: false }));
    renderApp(<MemberInfoView />);
    expect(await screen.findByRole('heading', { name: '휴대폰 번호 변경' })).toBeInTheDocument();
  });

  it('소셜로 가입했어도 비밀번호를 만들었으면 비밀번호로 확인한다', async () => {
    socialMember('NAVER');
    answerList(() => ({ items: [{ provider: 'NAVER', email: null, linkedAt: '2026-01-01T00:00:00.000Z' }], hasPassword: true }));
    renderApp(<MemberInfoView />);
    expect(await screen.findByLabelText('현재 비밀번호')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '네이버로 본인 확인' })).toBeNull();
  });
});
