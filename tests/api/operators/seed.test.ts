import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../../../server/db/seed';
import { DEMO_TOTP_SECRET } from '../../../server/db/seed/operators';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { codeAt } from './totp-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock.now(), { jwtSecret: t.config.JWT_SECRET });
  await seedDemo(t.db, t.clock.now(), { jwtSecret: t.config.JWT_SECRET }); // 두 번째: 아무것도 바꾸지 않는다
});
afterAll(() => t.close());

it('데모 운영자 – OWNER·MANAGER 는 README 의 TOTP 비밀로 인증하고, SUPPORT 는 등록 없이 상담원 등급', async () => {
  for (const key of ['admin', 'manager'] as const) {
    const { email, password } = DEMO_ACCOUNTS[key];
    const session = await t.login(email, password);
    const me = await t.json('GET', '/v1/admin/me', undefined, session.accessToken);
    expect(me.body).toMatchObject({ adminRole: key === 'admin' ? 'OWNER' : 'MANAGER', mfa: { required: true, enrolled: true, verified: false } });
    const ok = await t.json('POST', '/v1/admin/mfa/verify', { code: codeAt(DEMO_TOTP_SECRET, t.clock.now()) }, session.accessToken);
    expect(ok.status).toBe(200);
    t.clock.advance(30);
  }
  const support = await t.login(DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password);
  const me = await t.json('GET', '/v1/admin/me', undefined, support.accessToken);
  expect(me.body).toMatchObject({ adminRole: 'SUPPORT', mfa: { required: false, enrolled: false } });
});
