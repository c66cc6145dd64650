import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../lib/schemas/members';
import { createTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  name: '김가입',
  cellPhone: '010-2345-6789',
  agreeTerms: true,
  agreePrivacy: true,
  ageOver14: true,
  ...overrides,
});

describe('POST /v1/members/signup/email', () => {
  it('POST /v1/members/signup/email – 가입하면 201 과 memberId, 토큰 쌍', async () => {
    const res = await t.json('POST', '/v1/members/signup/email', signupBody());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'memberId', 'refreshToken']);
    expect(res.body.memberId).toEqual(expect.any(Number));
    expect(res.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // 받은 access token 으로 바로 내 정보를 볼 수 있다
    const me = await t.json('GET', `/v1/my-page/${res.body.memberId}`, undefined, res.body.accessToken);
    expect(me.status).toBe(200);
  });

  it('POST /v1/members/signup/email – 중복 이메일은 409', async () => {
    const body = signupBody();
    expect((await t.json('POST', '/v1/members/signup/email', body)).status).toBe(201);
    const again = await t.json('POST', '/v1/members/signup/email', signupBody({ email: body.email }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'EMAIL_ALREADY_REGISTERED', message: '이미 가입된 이메일입니다.', meta: { field: 'email' } });
  });

  it('POST /v1/members/signup/email – 대소문자만 다른 이메일도 중복이라 409', async () => {
    const email = uniqueEmail('Case');
    expect((await t.json('POST', '/v1/members/signup/email', signupBody({ email }))).status).toBe(201);
    const upper = await t.json('POST', '/v1/members/signup/email', signupBody({ email: email.toUpperCase() }));
    expect(upper.status).toBe(409);
    expect(upper.body.code).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('POST /v1/members/signup/email – 약한 비밀번호는 400 과 meta.fields.password', async () => {
    for (const password of ['short1!', 'onlyletters!!', 'NoSpecial123', '12345678!!']) {
      const res = await t.json('POST', '/v1/members/signup/email', signupBody({ password }));
      expect(res.status, password).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.meta.fields.password).toBe(MESSAGES.passwordWeak);
    }
  });

  it('POST /v1/members/signup/email – 잘못된 이메일은 400 과 meta.fields.email', async () => {
    const res = await t.json('POST', '/v1/members/signup/email', signupBody({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.emailInvalid });
    expect(res.body.meta.fields.email).toBe(MESSAGES.emailInvalid);
  });

  it('POST /v1/members/signup/email – 필수 약관에 동의하지 않으면 400', async () => {
    const res = await t.json('POST', '/v1/members/signup/email', signupBody({ agreeTerms: false }));
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.agreeTerms).toBe(MESSAGES.agreeRequired);
  });

  it('POST /v1/members/signup/email – 가입 실패한 이메일은 나중에 가입할 수 있다', async () => {
    const email = uniqueEmail();
    expect((await t.json('POST', '/v1/members/signup/email', signupBody({ email, cellPhone: '123' }))).status).toBe(400);
    expect((await t.json('POST', '/v1/members/signup/email', signupBody({ email }))).status).toBe(201);
  });
});
