import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberConsents, members, policyVersions } from '../../../server/db/schema';
import { MESSAGES } from '../../../lib/schemas/members';
import { socialLogin } from '../social-accounts/helpers';
import { createTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('consent'),
  password: TEST_PASSWORD,
  name: '동의자',
  cellPhone: '010-2345-6789',
  agreeTerms: true,
  agreePrivacy: true,
  ageOver14: true,
  ...overrides,
});

const consentsOf = (memberId: number) =>
  t.db
    .select({ kind: memberConsents.kind, agreed: memberConsents.agreed, channel: memberConsents.channel, policyVersionId: memberConsents.policyVersionId, createdAt: memberConsents.createdAt })
    .from(memberConsents)
    .where(eq(memberConsents.memberId, memberId))
    .orderBy(asc(memberConsents.id));

async function versionId(kind: 'TERMS' | 'PRIVACY') {
  const [row] = await t.db.select({ id: policyVersions.id }).from(policyVersions).where(eq(policyVersions.kind, kind)).orderBy(asc(policyVersions.id)).limit(1);
  return row!.id;
}

describe('가입 동의와 나이', () => {
  it('POST /v1/members/signup/email – 만 14세 미만(또는 확인 없음)은 까닭을 말하는 400 이고 회원을 만들지 않는다', async () => {
    for (const ageOver14 of [false, undefined]) {
      const b = body({ ageOver14 });
      const res = await t.json('POST', '/v1/members/signup/email', b);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.meta.fields.ageOver14).toBe(MESSAGES.under14);
      expect(MESSAGES.under14).toContain('만 14세 미만은 가입할 수 없습니다');
      expect(await t.db.select({ id: members.id }).from(members).where(eq(members.email, b.email))).toEqual([]);
    }
  });

  it('POST /v1/members/signup/email – 동의마다 한 줄: 약관·개인정보는 시행 중인 판, 광고는 문자·이메일 따로, 길은 EMAIL_SIGNUP', async () => {
    const before = t.clock.now();
    const res = await t.json('POST', '/v1/members/signup/email', body({ agreeMarketingSms: true, agreeMarketingEmail: false }));
    expect(res.status).toBe(201);
    const rows = await consentsOf(res.body.memberId);
    expect(rows.map(({ createdAt: _, ...r }) => r)).toEqual([
      { kind: 'TERMS', agreed: true, channel: 'EMAIL_SIGNUP', policyVersionId: await versionId('TERMS') },
      { kind: 'PRIVACY', agreed: true, channel: 'EMAIL_SIGNUP', policyVersionId: await versionId('PRIVACY') },
      { kind: 'AGE_14', agreed: true, channel: 'EMAIL_SIGNUP', policyVersionId: null },
      { kind: 'MARKETING_SMS', agreed: true, channel: 'EMAIL_SIGNUP', policyVersionId: null },
      { kind: 'MARKETING_EMAIL', agreed: false, channel: 'EMAIL_SIGNUP', policyVersionId: null },
    ]);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // 알림 발송이 읽는 값: 한 길이라도 동의했으면 true
    const [member] = await t.db.select({ agreeMarketing: members.agreeMarketing }).from(members).where(eq(members.id, res.body.memberId));
    expect(member!.agreeMarketing).toBe(true);
  });

  it('POST /v1/members/signup/email – 예전 본문(agreeMarketing 하나)은 두 길 모두 그 값으로 적는다', async () => {
    const res = await t.json('POST', '/v1/members/signup/email', body({ agreeMarketing: true }));
    const rows = await consentsOf(res.body.memberId);
    expect(rows.filter((r) => r.kind.startsWith('MARKETING_')).map((r) => [r.kind, r.agreed])).toEqual([
      ['MARKETING_SMS', true],
      ['MARKETING_EMAIL', true],
    ]);
  });

  it('POST /v1/members/signup/social – 만 14세 미만은 400, 동의하면 SOCIAL_SIGNUP 으로 적는다', async () => {
    const ticket = (await socialLogin(t, 'KAKAO', 'minji')).body.signupTicket as string;
    const refused = await t.json('POST', '/v1/members/signup/social', { signupTicket: ticket, agreeTerms: true, agreePrivacy: true, ageOver14: false });
    expect(refused.status).toBe(400);
    expect(refused.body.meta.fields.ageOver14).toBe(MESSAGES.under14);
    const ok = await t.json('POST', '/v1/members/signup/social', { signupTicket: ticket, agreeTerms: true, agreePrivacy: true, ageOver14: true, agreeMarketingEmail: true });
    expect(ok.status).toBe(201);
    const rows = await consentsOf(ok.body.memberId);
    expect(rows.map((r) => [r.kind, r.agreed, r.channel])).toEqual([
      ['TERMS', true, 'SOCIAL_SIGNUP'],
      ['PRIVACY', true, 'SOCIAL_SIGNUP'],
      ['AGE_14', true, 'SOCIAL_SIGNUP'],
      ['MARKETING_SMS', false, 'SOCIAL_SIGNUP'],
      ['MARKETING_EMAIL', true, 'SOCIAL_SIGNUP'],
    ]);
  });
});
