import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../helpers/test-app';

// 한 DB 를 같이 쓰므로 테스트마다 다른 이메일과 주소를 써서 실패 기록이 섞이지 않게 한다
let t: TestApp;
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

const login = (email: string, password: string, address: string) =>
  t.json('POST', '/v1/members/login/email', { email, password }, undefined, { 'x-forwarded-for': `${address}, 10.0.0.1` });

async function failTimes(n: number, email: string, address: string) {
  for (let i = 0; i < n; i++) expect((await login(email, 'Wrong-passw0rd', address)).status).toBe(401);
}

function expectTooMany(res: Awaited<ReturnType<typeof login>>) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    code: 'TOO_MANY_LOGIN_ATTEMPTS',
    message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    meta: { retryAfterSeconds: 600 },
  });
  expect(res.headers.get('retry-after')).toBe('600');
}

describe('POST /v1/members/login/email – 시도 횟수 제한 (TRUST_PROXY=true)', () => {
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '4', LOGIN_WINDOW_SECONDS: '600', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => t.close());

  it('POST /v1/members/login/email – 계정별 실패가 한도에 닿으면 맞는 비밀번호도 429 + Retry-After', async () => {
    const member = await t.signup();
    // 주소를 바꿔 가며 실패해도 계정 한도는 쌓인다
    await failTimes(1, member.email, freshAddress());
    await failTimes(2, member.email, freshAddress());
    expectTooMany(await login(member.email, member.password, freshAddress()));
  });

  it('POST /v1/members/login/email – 한도 직전까지는 맞는 비밀번호로 로그인된다', async () => {
    const member = await t.signup();
    const address = freshAddress();
    await failTimes(2, member.email, address);
    expect((await login(member.email, member.password, address)).status).toBe(200);
  });

  it('POST /v1/members/login/email – 주소별 실패가 한도에 닿으면 다른 계정도 429 (X-Forwarded-For)', async () => {
    const member = await t.signup();
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await failTimes(1, uniqueEmail('guess'), address);
    expectTooMany(await login(member.email, member.password, address));
    // 다른 주소에서는 같은 계정으로 들어갈 수 있다
    expect((await login(member.email, member.password, freshAddress())).status).toBe(200);
  });

  it('POST /v1/members/login/email – 창(LOGIN_WINDOW_SECONDS)보다 오래된 실패는 세지 않는다', async () => {
    const member = await t.signup();
    const address = freshAddress();
    await failTimes(3, member.email, address);
    expectTooMany(await login(member.email, member.password, address));
    t.clock.advance(590);
    expectTooMany(await login(member.email, member.password, address));
    t.clock.advance(11);
    expect((await login(member.email, member.password, address)).status).toBe(200);
  });
});

describe('POST /v1/members/login/email – 시도 횟수 제한 (TRUST_PROXY 꺼짐)', () => {
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '2', LOGIN_WINDOW_SECONDS: '600' } });
  });
  afterAll(() => t.close());

  it('POST /v1/members/login/email – TRUST_PROXY 가 꺼져 있으면 X-Forwarded-For 로 주소 한도를 피할 수 없다', async () => {
    const member = await t.signup();
    await failTimes(1, uniqueEmail('guess'), '192.0.2.10');
    await failTimes(1, uniqueEmail('guess'), '192.0.2.11');
    expectTooMany(await login(member.email, member.password, '192.0.2.12'));
  });
});
