import type { z } from 'zod';
import type { SignupResponseSchema } from '../../lib/schemas/members';
import type { OAuthCallbackBody, SocialLoginResponse, SocialSignupBodySchema } from '../../lib/schemas/social-accounts';
import type { AppDeps } from '../lib/context';
import { fail, fieldFail } from '../lib/errors';
import { findMemberByEmail } from '../members/members.repository';
import { kickMailDelivery } from '../mail/deliver';
import { queueVerificationMail } from '../members/email-verification.service';
import { registerMember } from '../members/members.service';
import { maskEmail } from '../members/password-reset.service';
import { openSession } from '../members/sessions.service';
import { completeCallback, providerLabel } from './oauth.service';
import { markTicketUsed } from './oauth-states.repository';
import * as repo from './social-accounts.repository';
import { linkIdentity } from './social-accounts.service';
import { EMAIL_MAX, signSocialTicket, TICKET_NAME_MAX, verifySocialTicket } from './tickets';

/** 회원 이름 칸(varchar 40)과 화면의 이름 한도(20자) 안으로 */
const NAME_MAX = 20;

/**
 * 로그인·가입(purpose LOGIN). 연결된 계정이면 이메일 로그인과 같은 openSession 으로 토큰 쌍을 준다.
 * 아니면 조용히 합치지 않는다: 이메일이 이미 가입된 회원의 것이면 409 와 연결권(기존 방법으로 로그인하며 낸다),
 * 처음 보는 이메일이면 가입권. 이메일이 없는 계정으로는 가입할 수 없다(연결된 계정이면 이메일 없이도 로그인한다).
 */
export async function loginWithSocial(deps: AppDeps, body: OAuthCallbackBody, binding: string | undefined): Promise<SocialLoginResponse> {
  const { profile, redirectPath, stateHash } = await completeCallback(deps, body, binding, { purpose: 'LOGIN' });
  const vars = { provider: providerLabel(profile.provider) };

  const linked = await repo.findIdentityMember(deps.db, profile);
  if (linked?.status === 'STOP') throw fail('MEMBER_STOPPED');
  if (linked && linked.status !== 'DELETED') {
    const pair = await deps.db.transaction((tx) => openSession(deps, tx, linked.memberId, linked.role));
    return { result: 'LOGGED_IN', memberId: linked.memberId, ...pair, redirectUri: redirectPath };
  }

  // 회원 이메일 칸(254자)에 들어가지 않는 주소는 없는 것과 같다: 가입권을 만들었다가 읽을 때 깨지지 않게
  if (!profile.email || profile.email.length > EMAIL_MAX) throw fail('SOCIAL_EMAIL_REQUIRED', null, vars);
  // 이름은 가입권에 담을 만큼만(회원 이름 칸은 더 짧아 가입할 때 다시 자른다)
  const name = profile.name?.trim().slice(0, TICKET_NAME_MAX) || null;
  const ticketOf = { provider: profile.provider, providerUserId: profile.providerUserId, email: profile.email, name, cellPhone: profile.cellPhone, emailVerified: profile.emailVerified, stateHash };
  const existing = await findMemberByEmail(deps.db, profile.email);
  if (existing && existing.status !== 'DELETED') {
    const { token } = await signSocialTicket(deps, 'social-link', ticketOf);
    const providers = (await repo.listIdentitiesOfMember(deps.db, existing.id)).map((i) => i.provider);
    const signInMethods = [...(existing.passwordHash ? (['EMAIL'] as const) : []), ...providers];
    throw fail('SOCIAL_EMAIL_REGISTERED', { provider: profile.provider, maskedEmail: maskEmail(profile.email), linkTicket: token, signInMethods }, vars);
  }

  const { token, expiresAt } = await signSocialTicket(deps, 'social-signup', ticketOf);
  return {
    result: 'SIGNUP_REQUIRED',
    signupTicket: token,
    expiresAt: expiresAt.toISOString(),
    profile: { provider: profile.provider, email: profile.email, name: profile.name, hasCellPhone: profile.cellPhone !== null },
    redirectUri: redirectPath,
  };
}

/**
 * 가입권으로 가입한다. 비밀번호 없이, 제공자가 이메일을 확인했으면 NORMAL, 아니면(네이버) 이메일 가입처럼
 * REQUIRED_EMAIL_AUTH 로 만들고 인증 메일을 같은 트랜잭션으로 보낸다(남의 이메일로 먼저 가입해 두는 것을 막는다). 회원·환영 쿠폰·연결·세션이 한 트랜잭션:
 * 어디서 실패해도 반쯤 만든 회원이 남지 않는다. 가입권은 한 번만 쓴다.
 */
export async function signupWithSocial(deps: AppDeps, body: z.output<typeof SocialSignupBodySchema>): Promise<z.infer<typeof SignupResponseSchema>> {
  const ticket = await verifySocialTicket(deps, 'social-signup', body.signupTicket);
  if (!ticket) throw fail('SOCIAL_TICKET_INVALID');
  // 회원이 적은 번호가 먼저: 가입 화면은 제공자가 준 번호가 없을 때만 묻지만, 적었다면 그것이 지금의 번호다
  const cellPhone = body.cellPhone ?? ticket.cellPhone;
  if (!cellPhone) throw fieldFail('SOCIAL_CELL_PHONE_REQUIRED', 'cellPhone');
  const now = deps.now();
  const signedUp = await deps.db.transaction(async (tx) => {
    if (!(await markTicketUsed(tx, { stateHash: ticket.stateHash, now }))) throw fail('SOCIAL_TICKET_USED');
    const linked = await repo.findIdentityMember(tx, ticket);
    if (linked && linked.status !== 'DELETED') throw fail('SOCIAL_ACCOUNT_IN_USE', null, { provider: providerLabel(ticket.provider) });
    const member = await registerMember(deps, tx, {
      email: ticket.email,
      passwordHash: null,
      name: ticket.name?.trim().slice(0, NAME_MAX) || null,
      cellPhone,
      registrationType: ticket.provider,
      status: ticket.emailVerified ? 'NORMAL' : 'REQUIRED_EMAIL_AUTH',
      termsAgreedAt: now,
    }, { channel: 'SOCIAL_SIGNUP', consents: body });
    await linkIdentity(tx, { memberId: member.id, provider: ticket.provider, providerUserId: ticket.providerUserId, email: ticket.email, now });
    if (!ticket.emailVerified) await queueVerificationMail(deps, tx, { id: member.id, email: ticket.email }, now);
    const pair = await openSession(deps, tx, member.id, member.role);
    return { memberId: member.id, ...pair };
  });
  if (!ticket.emailVerified) kickMailDelivery(deps);
  return signedUp;
}
