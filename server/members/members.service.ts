import type { z } from 'zod';
import type { EmailLoginBodySchema, EmailSignupBodySchema, MemberInfo, SignupConsents, TokenPair } from '../../lib/schemas/members';
import type { ConsentChannel } from '../../lib/schemas/policies';
import { marketingChoices, recordSignupConsents } from '../policies/member-consents.service';
import { issueWelcomeCoupon } from '../coupons/coupon-issues.service';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { kickMailDelivery } from '../mail/deliver';
import { assertLinkTicketFor, linkWithTicket, readLinkTicket } from '../social-accounts/social-accounts.service';
import { queueVerificationMail } from './email-verification.service';
import * as repo from './members.repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { openSession } from './sessions.service';

/**
 * 회원 한 명을 만든다(이메일 가입과 소셜 가입이 함께 쓴다). 부르는 쪽의 트랜잭션 안에서:
 * 가입 환영 쿠폰과 동의 기록도 같은 트랜잭션이라 가입이 되돌려지면 함께 없다. 같은 이메일이 있으면 409.
 * members.agree_marketing 은 광고 수신의 두 길 중 하나라도 동의했는가(알림 발송이 읽는 값), 길마다의 기록은 member_consents.
 */
export async function registerMember(
  deps: AppDeps,
  tx: AppDeps['db'],
  m: Omit<repo.NewMember, 'agreeMarketing'>,
  consent: { channel: ConsentChannel; consents: SignupConsents },
) {
  const marketing = marketingChoices(consent.consents);
  const member = await repo.insertMember(tx, { ...m, agreeMarketing: marketing.sms || marketing.email });
  if (!member) throw fail('EMAIL_ALREADY_REGISTERED', { field: 'email' });
  await issueWelcomeCoupon(tx, { memberId: member.id, now: deps.now() });
  await recordSignupConsents(deps, tx, { memberId: member.id, channel: consent.channel, consents: consent.consents, now: m.termsAgreedAt });
  return member;
}

/**
 * 이메일 가입: 인증 전(REQUIRED_EMAIL_AUTH) 회원으로 만들고 바로 로그인시킨다. 인증 링크 메일은 가입과 같은
 * 트랜잭션으로 아웃박스에 넣는다: 가입이 되돌려지면 메일도 없고, 커밋되면 메일은 반드시 나간다.
 */
export async function signupWithEmail(deps: AppDeps, body: z.output<typeof EmailSignupBodySchema>) {
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  const signedUp = await deps.db.transaction(async (tx) => {
    const member = await registerMember(deps, tx, {
      email: body.email,
      passwordHash,
      name: body.name,
      cellPhone: body.cellPhone,
      registrationType: 'EMAIL',
      status: 'REQUIRED_EMAIL_AUTH',
      termsAgreedAt: now,
    }, { channel: 'EMAIL_SIGNUP', consents: body });
    await queueVerificationMail(deps, tx, { id: member.id, email: body.email }, now);
    const pair = await openSession(deps, tx, member.id, member.role);
    return { memberId: member.id, ...pair };
  });
  kickMailDelivery(deps);
  return signedUp;
}

/** 계정별·주소별 실패 횟수를 DB 에 세므로 API 인스턴스가 여럿이어도 같이 막힌다. */
async function assertNotRateLimited(deps: AppDeps, email: string, address: string) {
  const { config } = deps;
  const since = new Date(deps.now().getTime() - config.LOGIN_WINDOW_SECONDS * 1000);
  const [byEmail, byAddress] = await Promise.all([
    repo.countRecentFailures(deps.db, 'email', email, since),
    repo.countRecentFailures(deps.db, 'address', address, since),
  ]);
  if (byEmail >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT || byAddress >= config.LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw fail('TOO_MANY_LOGIN_ATTEMPTS', {
      retryAfterSeconds: config.LOGIN_WINDOW_SECONDS,
    });
  }
}

export async function loginWithEmail(
  deps: AppDeps,
  body: z.output<typeof EmailLoginBodySchema>,
  address: string,
): Promise<TokenPair> {
  await assertNotRateLimited(deps, body.email, address);
  const member = await repo.findMemberByEmail(deps.db, body.email);
  const ok = member?.passwordHash
    ? await verifyPassword(member.passwordHash, body.password)
    : (await burnPasswordCheck(body.password), false);

  if (!member || !ok || member.status === 'DELETED') {
    await repo.recordLoginAttempt(deps.db, { email: body.email, address, succeeded: false, createdAt: deps.now() });
    throw fail('INVALID_CREDENTIALS');
  }
  if (member.status === 'STOP') {
    throw fail('MEMBER_STOPPED');
  }
  // 소셜 로그인에서 받은 연결권: 비밀번호로 본인임을 보였으니 그 계정을 이 회원에 잇는다. 틀린 연결권이면 로그인도 하지 않는다
  const ticket = body.linkTicket === undefined ? null : await readLinkTicket(deps, body.linkTicket);
  if (ticket) assertLinkTicketFor(ticket, body.email);
  return deps.db.transaction(async (tx) => {
    await repo.recordLoginAttempt(tx, { email: body.email, address, succeeded: true, createdAt: deps.now() });
    if (ticket) await linkWithTicket(deps, tx, { memberId: member.id, ticket });
    return openSession(deps, tx, member.id, member.role);
  });
}

export async function getMemberInfo(deps: AppDeps, memberId: number): Promise<MemberInfo> {
  const row = await repo.findMemberInfoById(deps.db, memberId);
  if (!row || row.status === 'DELETED') throw fail('MEMBER_NOT_FOUND');
  const { status, ...info } = row;
  return { ...info, emailVerified: status !== 'REQUIRED_EMAIL_AUTH' };
}
