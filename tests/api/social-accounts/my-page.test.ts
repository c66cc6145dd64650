import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentities, members } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MY_INFO_SESSION_HEADER } from '../../../lib/schemas/member-info';
import { authorize, callbackBody, choose, memberCallback, passwordSession, socialSession, socialSignup } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountsPath = (memberId: number, rest = '') => `/v1/my-page/${memberId}/social-accounts${rest}`;
const list = (m: { memberId: number; accessToken: string }) => t.json('GET', accountsPath(m.memberId), undefined, m.accessToken);

describe('/v1/my-page/{memberId}/social-accounts', () => {
  it('GET – 이메일 회원은 연결 없음·비밀번호 있음, 소셜 가입 회원은 그 계정·비밀번호 없음', async () => {
    const emailMember = await t.signup();
    expect((await list(emailMember)).body).toEqual({ items: [], hasPassword: true });
    const social = await socialSignup(t, 'KAKAO', 'minji');
    const res = await list(social);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [{ provider: 'KAKAO', email: 'minji.kakao@example.com', linkedAt: expect.any(String) }], hasPassword: false });
  });

  it('POST – LINK 로 시작한 흐름으로 다른 제공자를 연결하고(이메일 없는 계정도), 그 계정으로 바로 로그인한다', async () => {
    const member = await t.signup();
    const res = await memberCallback(t, member, 'NAVER', 'junho', 'LINK');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([{ provider: 'NAVER', email: null, linkedAt: expect.any(String) }]);
    // 가입은 이메일이 있어야 하지만, 연결된 계정이면 이메일 없이도 로그인한다
    const started = await authorize(t, 'NAVER');
    const back = await choose(t, started.authorizeUrl, 'junho');
    const login = await t.json('POST', '/v1/members/login/social', callbackBody('NAVER', back), undefined, { cookie: started.cookie });
    expect(login.body).toMatchObject({ result: 'LOGGED_IN', memberId: member.memberId });
  });

  it('POST – 다른 회원에 연결된 계정은 409 SOCIAL_ACCOUNT_IN_USE, 이미 연결한 제공자는 authorize 에서 409', async () => {
    const owner = await socialSignup(t, 'GOOGLE', 'minji');
    const other = await t.signup();
    const res = await memberCallback(t, other, 'GOOGLE', 'minji', 'LINK');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SOCIAL_ACCOUNT_IN_USE', message: '이미 다른 회원에게 연결된 Google 계정입니다.' });
    expect(await t.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, other.memberId))).toEqual([]);
    const again = await t.json('POST', '/v1/members/oauth/authorize', { provider: 'GOOGLE', purpose: 'LINK' }, owner.accessToken);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SOCIAL_PROVIDER_ALREADY_LINKED');
  });

  it('POST – 다른 로그인(세션)에서 시작한 LINK 요청은 400 SOCIAL_STATE_INVALID', async () => {
    const member = await t.signup();
    const started = await authorize(t, 'FACEBOOK', { purpose: 'LINK', token: member.accessToken });
    const back = await choose(t, started.authorizeUrl, 'minji');
    const otherLogin = await t.login(member.email);
    const session = await passwordSession(t, { memberId: member.memberId, accessToken: otherLogin.accessToken });
    const res = await t.json('POST', accountsPath(member.memberId), callbackBody('FACEBOOK', back), otherLogin.accessToken, {
      cookie: started.cookie,
      [MY_INFO_SESSION_HEADER]: session,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SOCIAL_STATE_INVALID');
  });

  it('DELETE – 연결을 해제한다. 비밀번호 없는 회원의 마지막 연결은 409 SOCIAL_LAST_SIGN_IN_METHOD', async () => {
    const social = await socialSignup(t, 'FACEBOOK', 'seojun', { cellPhone: '010-3333-4444' });
    // 비밀번호가 없는 회원은 연결된 계정으로 본인 확인을 하고 그 세션으로 연결·해제한다
    const myInfoSession = await socialSession(t, social, 'FACEBOOK', 'seojun');
    const withSession = { [MY_INFO_SESSION_HEADER]: myInfoSession };
    const last = await t.json('DELETE', accountsPath(social.memberId, '/FACEBOOK'), undefined, social.accessToken, withSession);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ code: 'SOCIAL_LAST_SIGN_IN_METHOD', message: '로그인할 방법이 하나만 남아 연결을 해제할 수 없습니다. 다른 계정을 먼저 연결해주세요.' });

    expect((await memberCallback(t, { ...social, myInfoSession }, 'KAKAO', 'seojun', 'LINK')).status).toBe(200);
    const removed = await t.json('DELETE', accountsPath(social.memberId, '/FACEBOOK'), undefined, social.accessToken, withSession);
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((i: { provider: string }) => i.provider)).toEqual(['KAKAO']);
    expect((await t.json('DELETE', accountsPath(social.memberId, '/KAKAO'), undefined, social.accessToken, withSession)).body.code).toBe('SOCIAL_LAST_SIGN_IN_METHOD');
    const notLinked = await t.json('DELETE', accountsPath(social.memberId, '/FACEBOOK'), undefined, social.accessToken, withSession);
    expect(notLinked.status).toBe(404);
    expect(notLinked.body.code).toBe('SOCIAL_ACCOUNT_NOT_LINKED');

    // 비밀번호가 있으면 마지막 연결도 해제한다
    const emailMember = await t.signup();
    await memberCallback(t, emailMember, 'NAVER', 'seojun', 'LINK');
    // 본인 확인 세션 없이는 해제하지 않는다
    const unchecked = await t.json('DELETE', accountsPath(emailMember.memberId, '/NAVER'), undefined, emailMember.accessToken);
    expect(unchecked.status).toBe(403);
    expect(unchecked.body.code).toBe('MY_INFO_SESSION_REQUIRED');
    const session = { [MY_INFO_SESSION_HEADER]: await passwordSession(t, emailMember) };
    expect((await t.json('DELETE', accountsPath(emailMember.memberId, '/NAVER'), undefined, emailMember.accessToken, session)).body).toEqual({ items: [], hasPassword: true });
  });

  it('다른 회원의 id 로 부르면 403 NOT_YOUR_RESOURCE (목록·연결·해제·본인 확인)', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const started = await authorize(t, 'KAKAO', { purpose: 'LINK', token: me.accessToken });
    const back = await choose(t, started.authorizeUrl, 'junho');
    const calls = [
      t.json('GET', accountsPath(other.memberId), undefined, me.accessToken),
      t.json('POST', accountsPath(other.memberId), callbackBody('KAKAO', back), me.accessToken, { cookie: started.cookie }),
      t.json('DELETE', accountsPath(other.memberId, '/KAKAO'), undefined, me.accessToken),
      t.json('POST', `/v1/my-page/${other.memberId}/member-info/check-social`, callbackBody('KAKAO', back), me.accessToken, { cookie: started.cookie }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NOT_YOUR_RESOURCE');
    }
    expect((await t.json('GET', accountsPath(me.memberId))).status).toBe(401);
    // 거절된 호출은 그 요청을 태우지 않았다
    const session = await passwordSession(t, me);
    const linked = await t.json('POST', accountsPath(me.memberId), callbackBody('KAKAO', back), me.accessToken, { cookie: started.cookie, [MY_INFO_SESSION_HEADER]: session });
    expect(linked.status).toBe(200);
  });
});

describe('POST /v1/my-page/{memberId}/member-info/check-social', () => {
  it('연결된 계정으로 다시 로그인하면 check-pwd 와 같은 myInfoSession 이 열리고, 그것으로 휴대폰 번호를 바꾼다', async () => {
    const social = await socialSignup(t, 'NAVER', 'minji');
    const noPassword = await t.json('POST', `/v1/my-page/${social.memberId}/member-info/check-pwd`, { password: 'whatever1!' }, social.accessToken);
    expect(noPassword.body.code).toBe('NO_PASSWORD');

    const started = await authorize(t, 'NAVER', { purpose: 'REAUTH', token: social.accessToken });
    // 제공자가 지원하면 로그인을 다시 시킨다
    expect(new URL(started.authorizeUrl).searchParams.get('prompt')).toBe('login');
    const back = await choose(t, started.authorizeUrl, 'minji');
    const res = await t.json('POST', `/v1/my-page/${social.memberId}/member-info/check-social`, callbackBody('NAVER', back), social.accessToken, { cookie: started.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ myInfoSession: expect.any(String), expiresAt: expect.any(String) });

    const changed = await t.json('PATCH', `/v1/my-page/${social.memberId}/member-info/reset-phone`, { cellPhone: '010-7777-8888' }, social.accessToken, {
      'x-my-info-session': res.body.myInfoSession,
    });
    expect(changed.status).toBe(200);
    const [row] = await t.db.select({ cellPhone: members.cellPhone }).from(members).where(eq(members.id, social.memberId));
    expect(row!.cellPhone).toBe('01077778888');
  });

  it('이 회원에 연결되지 않은 계정으로 확인하면 403 SOCIAL_REAUTH_MISMATCH, 연결된 제공자가 없으면 authorize 에서 404', async () => {
    const social = await socialSignup(t, 'KAKAO', 'demo');
    const res = await memberCallback(t, social, 'KAKAO', 'seojun', 'REAUTH');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'SOCIAL_REAUTH_MISMATCH', message: '이 회원에 연결된 카카오 계정으로 확인해주세요.' });
    const notLinked = await t.json('POST', '/v1/members/oauth/authorize', { provider: 'GOOGLE', purpose: 'REAUTH' }, social.accessToken);
    expect(notLinked.status).toBe(404);
    expect(notLinked.body.code).toBe('SOCIAL_ACCOUNT_NOT_LINKED');
  });

  it('LOGIN 으로 시작한 요청으로는 본인 확인을 할 수 없다(400 SOCIAL_STATE_INVALID)', async () => {
    const social = await socialSignup(t, 'GOOGLE', 'seojun', { cellPhone: '010-5555-1212' });
    const started = await authorize(t, 'GOOGLE');
    const back = await choose(t, started.authorizeUrl, 'seojun');
    const res = await t.json('POST', `/v1/my-page/${social.memberId}/member-info/check-social`, callbackBody('GOOGLE', back), social.accessToken, { cookie: started.cookie });
    expect(res.body.code).toBe('SOCIAL_STATE_INVALID');
  });
});
