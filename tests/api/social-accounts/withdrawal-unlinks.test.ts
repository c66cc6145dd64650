import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SocialProvider } from '../../../lib/schemas/social-accounts';
import { identityUnlinks, memberIdentities, members } from '../../../server/db/schema';
import { identityProviderOf, testIdentityProviderOf, type IdentityProvider } from '../../../server/providers/identity';
import { claimDueUnlinks } from '../../../server/social-accounts/identity-unlinks.repository';
import { processIdentityUnlinks, UNLINK_LEASE_SECONDS, UNLINK_MAX_ATTEMPTS } from '../../../server/social-accounts/identity-unlinks.service';
import { defaultJobs } from '../../../server/jobs/worker';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { memberCallback, socialLogin, socialSession, socialSignup } from './helpers';

/** 카카오 자리에 내장 테스트 제공자를 그대로 쓰되, 연결 끊기 호출을 세고 정해 둔 만큼 실패시킨다 */
const unlinkCalls: string[] = [];
let unlinkFailures = 0;
const providers: Partial<Record<SocialProvider, IdentityProvider>> = {};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { identityProviders: providers } });
  const kakao = testIdentityProviderOf(t.deps, 'KAKAO')!;
  providers.KAKAO = {
    provider: 'KAKAO',
    isTest: true,
    authorizeUrl: (p) => kakao.authorizeUrl(p),
    exchange: (p) => kakao.exchange(p),
    unlink: async (providerUserId) => {
      unlinkCalls.push(providerUserId);
      if (unlinkFailures > 0) {
        unlinkFailures -= 1;
        throw new Error('kakao unlink 503');
      }
    },
  };
});
afterAll(() => t.close());
beforeEach(async () => {
  unlinkCalls.length = 0;
  unlinkFailures = 0;
  t.clock.reset();
  await t.db.delete(identityUnlinks);
});

async function withdraw(m: { memberId: number; accessToken: string }) {
  const reauth = await memberCallback(t, m, 'KAKAO', 'minji', 'REAUTH');
  expect(reauth.status).toBe(200);
  return t.json('DELETE', `/v1/my-page/${m.memberId}/member-info`, undefined, m.accessToken, { 'x-my-info-session': reauth.body.myInfoSession });
}

const queue = () => t.db.select().from(identityUnlinks).orderBy(identityUnlinks.id);

describe('탈퇴와 제공자 쪽 연결 끊기', () => {
  it('탈퇴 – 소셜 연결을 모두 지우고, 끊기 호출이 있는 제공자(카카오)만 줄에 넣는다. 호출은 탈퇴 중에 하지 않는다', async () => {
    const member = await socialSignup(t, 'KAKAO', 'minji');
    const myInfoSession = await socialSession(t, member, 'KAKAO', 'minji');
    expect((await memberCallback(t, { ...member, myInfoSession }, 'NAVER', 'minji', 'LINK')).status).toBe(200);
    expect(identityProviderOf(t.deps, 'NAVER')!.unlink).toBeUndefined();

    expect((await withdraw(member)).status).toBe(204);
    expect(await t.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, member.memberId))).toEqual([]);
    expect(await queue()).toMatchObject([{ provider: 'KAKAO', providerUserId: '4100000001', status: 'PENDING', attempts: 0 }]);
    expect(unlinkCalls).toEqual([]);

    // 같은 카카오 계정으로 다시 오면 새 가입이다
    const again = await socialLogin(t, 'KAKAO', 'minji');
    expect(again.body.result).toBe('SIGNUP_REQUIRED');
  });

  it('커밋 뒤 호출 전에 프로세스가 죽었다 – 줄은 남아 있고, 다음 일꾼이 한 번만 보낸다', async () => {
    const member = await socialSignup(t, 'KAKAO', 'minji');
    // 탈퇴가 커밋된 그 순간에 멈춘 것과 같다: 줄만 있고 아무도 부르지 않았다
    expect((await withdraw(member)).status).toBe(204);
    expect(await queue()).toHaveLength(1);

    expect(await processIdentityUnlinks(t.deps)).toEqual({ done: 1, failed: 0, retrying: 0 });
    expect(unlinkCalls).toEqual(['4100000001']);
    expect(await queue()).toMatchObject([{ status: 'DONE', attempts: 1, lastError: null }]);
    expect(await processIdentityUnlinks(t.deps)).toEqual({ done: 0, failed: 0, retrying: 0 });
    expect(unlinkCalls).toHaveLength(1);
  });

  it('잡은 뒤 부르기 전에 죽은 일꾼 – 임대가 끝나기 전에는 아무도 보내지 않고, 끝난 뒤 한 번 보낸다', async () => {
    const member = await socialSignup(t, 'KAKAO', 'minji');
    expect((await withdraw(member)).status).toBe(204);
    const now = t.clock.now();
    const claimed = await t.db.transaction((tx) => claimDueUnlinks(tx, { now, leaseUntil: new Date(now.getTime() + UNLINK_LEASE_SECONDS * 1000), limit: 10 }));
    expect(claimed).toHaveLength(1);

    expect(await processIdentityUnlinks(t.deps)).toEqual({ done: 0, failed: 0, retrying: 0 });
    t.clock.advance(UNLINK_LEASE_SECONDS + 1);
    expect(await processIdentityUnlinks(t.deps)).toEqual({ done: 1, failed: 0, retrying: 0 });
    expect(unlinkCalls).toEqual(['4100000001']);
    expect(await queue()).toMatchObject([{ status: 'DONE', attempts: 2 }]);
  });

  it('실패하면 물러났다가(1분, 5분…) 다시, 다섯 번째 실패면 FAILED 로 멈춘다', async () => {
    const member = await socialSignup(t, 'KAKAO', 'minji');
    expect((await withdraw(member)).status).toBe(204);
    unlinkFailures = 100;

    expect(await processIdentityUnlinks(t.deps)).toEqual({ done: 0, failed: 0, retrying: 1 });
    const [first] = await queue();
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'kakao unlink 503' });
    expect(first!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(55_000);
    // 물러난 동안에는 부르지 않는다
    expect(await processIdentityUnlinks(t.deps)).toEqual({ done: 0, failed: 0, retrying: 0 });

    for (let attempt = 2; attempt <= UNLINK_MAX_ATTEMPTS; attempt++) {
      t.clock.advance(60 * 60 + 1);
      const r = await processIdentityUnlinks(t.deps);
      expect(r, `attempt ${attempt}`).toEqual(attempt < UNLINK_MAX_ATTEMPTS ? { done: 0, failed: 0, retrying: 1 } : { done: 0, failed: 1, retrying: 0 });
    }
    expect(unlinkCalls).toHaveLength(UNLINK_MAX_ATTEMPTS);
    expect(await queue()).toMatchObject([{ status: 'FAILED', attempts: UNLINK_MAX_ATTEMPTS }]);
    t.clock.advance(24 * 60 * 60);
    await processIdentityUnlinks(t.deps);
    expect(unlinkCalls).toHaveLength(UNLINK_MAX_ATTEMPTS);
  });

  it('두 번 실패한 뒤 성공하면 DONE, 호출은 세 번', async () => {
    const member = await socialSignup(t, 'KAKAO', 'minji');
    expect((await withdraw(member)).status).toBe(204);
    unlinkFailures = 2;
    await processIdentityUnlinks(t.deps);
    t.clock.advance(61);
    await processIdentityUnlinks(t.deps);
    t.clock.advance(5 * 60 + 1);
    expect(await processIdentityUnlinks(t.deps)).toEqual({ done: 1, failed: 0, retrying: 0 });
    expect(unlinkCalls).toHaveLength(3);
    expect(await queue()).toMatchObject([{ status: 'DONE', attempts: 3, lastError: null }]);
  });

  it('탈퇴한 회원에 남은 연결은 없는 것으로 본다 – 로그인하면 가입권, 가입하면 그 연결을 새 회원으로 옮긴다', async () => {
    const member = await socialSignup(t, 'KAKAO', 'seojun', { cellPhone: '010-4444-5555' });
    // 탈퇴가 연결을 지우기 전의 자료처럼: 회원만 DELETED 이고 연결이 남았다
    await t.db.update(members).set({ status: 'DELETED', email: null }).where(eq(members.id, member.memberId));
    const login = await socialLogin(t, 'KAKAO', 'seojun');
    expect(login.body.result).toBe('SIGNUP_REQUIRED');
    const signup = await t.json('POST', '/v1/members/signup/social', { signupTicket: login.body.signupTicket, cellPhone: '010-4444-5555', agreeTerms: true, agreePrivacy: true, ageOver14: true });
    expect(signup.status).toBe(201);
    const rows = await t.db.select().from(memberIdentities).where(eq(memberIdentities.providerUserId, '4100000002'));
    expect(rows).toMatchObject([{ memberId: signup.body.memberId }]);
  });

  it('defaultJobs – 소셜 연결 끊기 일꾼이 api 의 작업 목록에 있다', () => {
    const job = defaultJobs(t.deps).find((j) => j.name === 'social-accounts');
    expect(job?.intervalSeconds).toBe(30);
  });
});
