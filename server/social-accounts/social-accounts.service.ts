import type { MyInfoSession } from '../../lib/schemas/member-info';
import type { OAuthCallbackBody, SocialAccountList, SocialProvider } from '../../lib/schemas/social-accounts';
import type { AppDeps, AuthContext } from '../lib/context';
import { fail } from '../lib/errors';
import { iso } from '../lib/time';
import { issueMyInfoSession } from '../members/member-info.service';
import { findMemberForAuth, lockMember } from '../members/members.repository';
import { completeCallback, providerLabel } from './oauth.service';
import { markTicketUsed } from './oauth-states.repository';
import * as repo from './social-accounts.repository';
import { EMAIL_MAX, verifySocialTicket, type SocialTicket } from './tickets';

type Db = AppDeps['db'];
const vars = (provider: SocialProvider) => ({ provider: providerLabel(provider) });

/**
 * 제공자 계정을 회원에 잇는다(부르는 쪽의 트랜잭션 안에서). 이미 이 회원의 것이면 할 일이 없고, 살아 있는 다른 회원의
 * 것이면 409. 탈퇴한 회원에 남은 연결은 없는 것으로 본다(탈퇴가 지우지만 옛 자료가 남았을 때).
 */
export async function linkIdentity(tx: Db, p: { memberId: number; provider: SocialProvider; providerUserId: string; email: string | null; now: Date }) {
  const linked = await repo.findIdentityMember(tx, p);
  if (linked?.memberId === p.memberId) return;
  if (linked && linked.status !== 'DELETED') throw fail('SOCIAL_ACCOUNT_IN_USE', null, vars(p.provider));
  if (linked) await repo.deleteIdentity(tx, linked.identityId);
  const mine = (await repo.listIdentitiesOfMember(tx, p.memberId)).some((i) => i.provider === p.provider);
  if (mine) throw fail('SOCIAL_PROVIDER_ALREADY_LINKED', null, vars(p.provider));
  // 두 unique index 가 경쟁을 막는다: 그 사이 같은 계정이 다른 회원에 연결되었다
  // 연결 목록에 보여 줄 이메일일 뿐이다: 칸(254자)에 들어가지 않는 주소는 적지 않는다(연결은 그래도 된다)
  const email = p.email && p.email.length <= EMAIL_MAX ? p.email : null;
  if (!(await repo.insertIdentity(tx, { memberId: p.memberId, provider: p.provider, providerUserId: p.providerUserId, email, linkedAt: p.now }))) {
    throw fail('SOCIAL_ACCOUNT_IN_USE', null, vars(p.provider));
  }
}

/** 이메일 로그인에 함께 온 연결권. 위조·만료면 400: 로그인도 하지 않는다(조용히 버리지 않는다) */
export async function readLinkTicket(deps: AppDeps, token: string): Promise<SocialTicket> {
  const ticket = await verifySocialTicket(deps, 'social-link', token);
  if (!ticket) throw fail('SOCIAL_TICKET_INVALID');
  return ticket;
}

/** 연결권은 그 이메일의 회원에게만: 다른 계정으로 로그인하며 내면 400 */
export function assertLinkTicketFor(ticket: SocialTicket, email: string) {
  if (ticket.email.toLowerCase() !== email.toLowerCase()) throw fail('SOCIAL_LINK_EMAIL_MISMATCH', null, vars(ticket.provider));
}

/** 비밀번호 로그인과 같은 트랜잭션에서 연결권을 쓰고(한 번만) 계정을 잇는다 */
export async function linkWithTicket(deps: AppDeps, tx: Db, p: { memberId: number; ticket: SocialTicket }) {
  const now = deps.now();
  if (!(await markTicketUsed(tx, { stateHash: p.ticket.stateHash, now }))) throw fail('SOCIAL_TICKET_USED');
  await linkIdentity(tx, { memberId: p.memberId, provider: p.ticket.provider, providerUserId: p.ticket.providerUserId, email: p.ticket.email, now });
}

/** 살아 있는 회원. lock 이면 행을 잠근다: 연결·해제·본인 확인이 같은 회원에 대해 줄을 선다 */
async function liveMember(db: Db, memberId: number, options: { lock: boolean }) {
  const member = options.lock ? await lockMember(db, memberId) : await findMemberForAuth(db, memberId);
  if (!member || member.status === 'DELETED') throw fail('MEMBER_NOT_FOUND');
  return member;
}

export async function listSocialAccounts(db: Db, memberId: number): Promise<SocialAccountList> {
  const member = await liveMember(db, memberId, { lock: false });
  const items = await repo.listIdentitiesOfMember(db, memberId);
  return { items: items.map((i) => ({ provider: i.provider, email: i.email, linkedAt: iso(i.linkedAt) })), hasPassword: member.passwordHash !== null };
}

/** 마이페이지에서 제공자 계정을 연결한다(purpose LINK 로 시작한 이 로그인의 요청만) */
export async function linkSocialAccount(deps: AppDeps, auth: AuthContext, body: OAuthCallbackBody, binding: string | undefined): Promise<SocialAccountList> {
  const { profile } = await completeCallback(deps, body, binding, { purpose: 'LINK', auth });
  return deps.db.transaction(async (tx) => {
    await liveMember(tx, auth.memberId, { lock: true });
    await linkIdentity(tx, { memberId: auth.memberId, provider: profile.provider, providerUserId: profile.providerUserId, email: profile.email, now: deps.now() });
    return listSocialAccounts(tx, auth.memberId);
  });
}

/** 연결 해제. 비밀번호가 없는 회원의 마지막 연결은 끊지 않는다: 다시 로그인할 길이 없어진다 */
export async function unlinkSocialAccount(deps: AppDeps, p: { memberId: number; provider: SocialProvider }): Promise<SocialAccountList> {
  return deps.db.transaction(async (tx) => {
    const member = await liveMember(tx, p.memberId, { lock: true });
    const items = await repo.listIdentitiesOfMember(tx, p.memberId);
    if (!items.some((i) => i.provider === p.provider)) throw fail('SOCIAL_ACCOUNT_NOT_LINKED', null, vars(p.provider));
    if (member.passwordHash === null && items.length <= 1) throw fail('SOCIAL_LAST_SIGN_IN_METHOD');
    await repo.deleteIdentityOfMember(tx, p);
    return listSocialAccounts(tx, p.memberId);
  });
}

/** 소셜 로그인으로 본인 확인(purpose REAUTH): 이 회원에 연결된 계정이면 check-pwd 와 같은 내 정보 수정 세션을 연다 */
export async function checkSocial(deps: AppDeps, auth: AuthContext, body: OAuthCallbackBody, binding: string | undefined): Promise<MyInfoSession> {
  const { profile } = await completeCallback(deps, body, binding, { purpose: 'REAUTH', auth });
  return deps.db.transaction(async (tx) => {
    await liveMember(tx, auth.memberId, { lock: true });
    const linked = await repo.findIdentityMember(tx, profile);
    if (linked?.memberId !== auth.memberId) throw fail('SOCIAL_REAUTH_MISMATCH', null, vars(profile.provider));
    return issueMyInfoSession(deps, tx, { memberId: auth.memberId, sessionId: auth.sessionId });
  });
}
