import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.json('POST', '/v1/members/login/email', { email, password });

describe('POST /v1/members/login/email', () => {
  it('POST /v1/members/login/email – 맞는 비밀번호면 200 과 새 세션의 토큰 쌍', async () => {
    const member = await t.signup();
    const res = await login(member.email, member.password);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(res.body.refreshToken).not.toBe(member.refreshToken);
    const me = await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, res.body.accessToken);
    expect(me.status).toBe(200);
  });

  it('POST /v1/members/login/email – 이메일 대소문자와 앞뒤 공백은 무시한다', async () => {
    const member = await t.signup({ email: uniqueEmail('Mixed') });
    const res = await login(`  ${member.email.toUpperCase()} `, member.password);
    expect(res.status).toBe(200);
  });

  it('POST /v1/members/login/email – 틀린 비밀번호와 없는 이메일은 같은 401 코드와 메시지', async () => {
    const member = await t.signup();
    const wrongPassword = await login(member.email, 'Wrong-passw0rd');
    const unknownEmail = await login(uniqueEmail('nobody'), 'Wrong-passw0rd');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ code: 'INVALID_CREDENTIALS', message: '이메일 또는 비밀번호가 올바르지 않습니다.', meta: null });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('POST /v1/members/login/email – 비밀번호가 비어 있으면 400', async () => {
    const res = await login(uniqueEmail(), '');
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.password).toBe('비밀번호를 입력해주세요.');
  });

  it('POST /v1/members/login/email – 로그인마다 다른 세션: 하나를 로그아웃해도 다른 세션은 산다', async () => {
    const member = await t.signup();
    const other = await t.login(member.email, member.password);
    expect((await t.json('POST', '/v1/members/logout', {}, member.accessToken)).status).toBe(204);
    expect((await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, member.accessToken)).status).toBe(401);
    expect((await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, other.accessToken)).status).toBe(200);
  });
});
