import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../../../server/db/seed';
import { members } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock.now(), { jwtSecret: t.config.JWT_SECRET });
});
afterAll(() => t.close());

it('데모 계정 – 모두 인증을 마친 NORMAL 이고 인증 메일을 보내지 않는다, 데모 회원의 내 정보는 emailVerified: true', async () => {
  const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
  const rows = await t.db.select({ email: members.email, status: members.status }).from(members).where(inArray(members.email, emails));
  expect(rows.map((r) => r.status)).toEqual(emails.map(() => 'NORMAL'));
  expect(t.sentMails).toEqual([]);

  const { email, password } = DEMO_ACCOUNTS.member;
  const session = await t.login(email, password);
  const me = await t.json('POST', '/v1/members/validate-token', { token: session.accessToken, refreshToken: session.refreshToken });
  expect(me.body.isValid).toBe(true);
  const memberId = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).memberId as number;
  const info = await t.json('GET', `/v1/my-page/${memberId}`, undefined, session.accessToken);
  expect(info.body).toMatchObject({ email, emailVerified: true });
});
