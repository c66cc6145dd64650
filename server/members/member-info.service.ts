import { randomBytes, randomUUID } from 'node:crypto';
import { MEMBER_INFO_MESSAGES, type MyInfoSession } from '../../lib/schemas/member-info';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { sha256Hex as hashToken } from '../lib/hash';
import { enqueueMail, HIDDEN_LINK } from '../mail/outbox';
import { kickMailDelivery } from '../mail/deliver';
import {
  countRecentFailures,
  findMemberIdByEmail,
  lockMember,
  markMemberEmailVerified,
  recordLoginAttempt,
  updateMemberEmail,
  updateMemberPassword,
  updateMemberPhone,
} from './members.repository';
import { countMailRequest } from './mail-requests.service';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './member-tokens.repository';
import { revokeOtherSessionsOfMember } from './sessions.repository';
import { isUniqueViolation } from '../lib/sql';
import { DAY_MS } from '../lib/time';

// 토큰: 링크·세션에 실리는 원문(256비트, URL 안전)과 DB 에 두는 SHA-256

export function newSecretToken() {
  const token = randomBytes(32).toString('base64url');
  return { id: randomUUID(), token, tokenHash: hashToken(token) };
}

export const minutesLater = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export const linkExpired = () => fail('LINK_EXPIRED');

const sessionRequired = () => fail('MY_INFO_SESSION_REQUIRED');

/** 메일이 바로 나가게 커밋 뒤 깨운다 */
const afterCommit = (deps: AppDeps) => kickMailDelivery(deps);

/**
 * 비밀번호 확인 → 짧은 내 정보 수정 세션. 틀린 비밀번호는 로그인 실패와 같은 표(login_attempts)에
 * 같은 계정으로 센다: 로그인으로든 여기로든 한 계정의 비밀번호를 몇 번 이상 맞혀 볼 수 없다.
 * 회원 행을 잠근 채 세고, 맞혀 보고, 적는다: 동시에 여러 번 보내도 한도를 넘겨 맞혀 볼 수 없다.
 */
export async function checkPassword(
  deps: AppDeps,
  p: { memberId: number; sessionId: string; password: string; address: string },
): Promise<MyInfoSession> {
  const { config } = deps;
  const outcome = await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, p.memberId);
    if (!member || member.status === 'DELETED') return { kind: 'notFound' as const };
    if (!member.passwordHash) return { kind: 'noPassword' as const };
    const key = member.email ?? `member:${p.memberId}`;
    const since = new Date(deps.now().getTime() - config.LOGIN_WINDOW_SECONDS * 1000);
    if ((await countRecentFailures(tx, 'email', key, since)) >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT) return { kind: 'locked' as const };
    if (!(await verifyPassword(member.passwordHash, p.password))) {
      // 실패 기록은 남아야 하므로 던지지 않고 커밋한 뒤 거절한다
      await recordLoginAttempt(tx, { email: key, address: p.address, succeeded: false, createdAt: deps.now() });
      return { kind: 'mismatch' as const };
    }
    return { kind: 'ok' as const, session: await issueMyInfoSession(deps, tx, p) };
  });
  switch (outcome.kind) {
    case 'ok':
      return outcome.session;
    case 'notFound':
      throw fail('MEMBER_NOT_FOUND');
    case 'noPassword':
      throw fail('NO_PASSWORD');
    case 'locked':
      throw fail('TOO_MANY_PASSWORD_ATTEMPTS', {
        retryAfterSeconds: config.LOGIN_WINDOW_SECONDS,
      });
    case 'mismatch':
      throw fail('PASSWORD_MISMATCH', { field: 'password' });
  }
}

/**
 * 본인 확인(비밀번호 check-pwd, 소셜 로그인 check-social)을 마친 회원에게 내 정보 수정 세션을 연다.
 * 세션은 지금 로그인(sessionId)에 묶여 그 로그인에서만 쓰이고 로그아웃하면 끝난다. 부르는 쪽의 트랜잭션 안에서.
 */
export async function issueMyInfoSession(deps: AppDeps, tx: AppDeps['db'], p: { memberId: number; sessionId: string }): Promise<MyInfoSession> {
  const now = deps.now();
  const { id, token, tokenHash } = newSecretToken();
  const expiresAt = minutesLater(now, deps.config.MY_INFO_SESSION_MINUTES);
  await repo.insertMemberToken(tx, { id, memberId: p.memberId, purpose: 'MY_INFO_SESSION', tokenHash, sessionId: p.sessionId, expiresAt, createdAt: now });
  return { myInfoSession: token, expiresAt: expiresAt.toISOString() };
}

/** X-My-Info-Session 이 이 회원의, 지금 로그인에서 연 살아 있는 세션인지. 없거나 만료·남의 것·다른 로그인의 것이면 403 */
export async function assertMyInfoSession(deps: AppDeps, p: { memberId: number; sessionId: string; header: string | undefined }) {
  if (!p.header || p.header.length > 128) throw sessionRequired();
  const row = await repo.findLiveToken(deps.db, { tokenHash: hashToken(p.header), purpose: 'MY_INFO_SESSION', now: deps.now() });
  if (!row || row.memberId !== p.memberId || row.sessionId !== p.sessionId) throw sessionRequired();
}

/** 비밀번호 변경: 지금 쓰는 로그인만 남기고 다른 기기의 로그인은 모두 닫는다 */
export async function changePassword(deps: AppDeps, p: { memberId: number; sessionId: string; password: string }) {
  const passwordHash = await hashPassword(p.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateMemberPassword(tx, { id: p.memberId, passwordHash, now });
    await revokeOtherSessionsOfMember(tx, { memberId: p.memberId, keepSessionId: p.sessionId, at: now, reason: 'PASSWORD_CHANGED' });
    await repo.useOtherMyInfoSessionsOfMember(tx, { memberId: p.memberId, keepSessionId: p.sessionId, at: now });
    // 메일로 보낸 비밀번호 재설정 링크도 더는 쓰지 못한다
    await repo.useAllTokensOf(tx, { memberId: p.memberId, purpose: 'RESET_PASSWORD', at: now });
  });
}

export async function changePhone(deps: AppDeps, p: { memberId: number; cellPhone: string }) {
  await updateMemberPhone(deps.db, { id: p.memberId, cellPhone: p.cellPhone, now: deps.now() });
  return { cellPhone: p.cellPhone };
}

const emailTaken = () => fail('EMAIL_ALREADY_REGISTERED', { field: 'email' });

/** 이메일 변경 확인 메일: 한 회원에게 이 간격에 한 통, 하루에 이만큼까지(고른 아무 주소로 메일을 쏟아 보내지 못하게) */
export const CHANGE_EMAIL_MAIL_INTERVAL_SECONDS = 60;
export const CHANGE_EMAIL_MAILS_PER_DAY = 5;

/** 회원 행을 잠근 트랜잭션 안에서 부른다. 보낸 기록은 CHANGE_EMAIL 토큰(쓴 것 포함)이다 */
async function assertEmailChangeMailAllowed(tx: AppDeps['db'], memberId: number, now: Date) {
  const last = await repo.latestTokenCreatedAt(tx, { memberId, purpose: 'CHANGE_EMAIL' });
  const waitMs = last ? last.getTime() + CHANGE_EMAIL_MAIL_INTERVAL_SECONDS * 1000 - now.getTime() : 0;
  if (waitMs > 0) {
    throw fail('TOO_MANY_EMAIL_CHANGE_MAILS', {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
  const sent = await repo.countTokensSince(tx, { memberId, purpose: 'CHANGE_EMAIL', since: new Date(now.getTime() - DAY_MS) });
  if (sent >= CHANGE_EMAIL_MAILS_PER_DAY) {
    throw fail('EMAIL_CHANGE_MAILS_TODAY_USED', {
      retryAfterSeconds: DAY_MS / 1000,
    });
  }
}

/** 새 주소로 확인 링크를 보낸다. 주소는 링크를 열 때 바뀐다(그 주소의 주인임을 확인한 뒤) */
export async function requestEmailChange(deps: AppDeps, p: { memberId: number; email: string; address: string }) {
  const now = deps.now();
  const { config } = deps;
  // 받는(새) 주소와 요청한 주소(IP)마다의 한도: 여러 계정으로 남의 주소에 메일을 쏟지 못하게. 아래에서 거절되는 요청(이미 쓰는 주소)도
  // 센다: 따로 커밋하므로 409 로 끝나도 남는다. 그러지 않으면 이 길로 가입한 주소를 한도 없이 알아볼 수 있다
  const retryAfterSeconds = await deps.db.transaction((tx) =>
    countMailRequest(tx, config, { purpose: 'CHANGE_EMAIL', email: p.email, address: p.address, now }),
  );
  if (retryAfterSeconds !== null) throw fail('TOO_MANY_MAIL_REQUESTS', { retryAfterSeconds });
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, p.memberId);
    if (!member || member.status === 'DELETED') throw fail('MEMBER_NOT_FOUND');
    await assertEmailChangeMailAllowed(tx, p.memberId, now);
    if (member.email?.toLowerCase() === p.email) {
      throw fail('SAME_EMAIL', { field: 'email' });
    }
    if (await findMemberIdByEmail(tx, p.email)) throw emailTaken();
    await repo.useAllTokensOf(tx, { memberId: p.memberId, purpose: 'CHANGE_EMAIL', at: now });
    const { id, token, tokenHash } = newSecretToken();
    const expiresAt = minutesLater(now, config.CHANGE_EMAIL_TTL_MINUTES);
    await repo.insertMemberToken(tx, { id, memberId: p.memberId, purpose: 'CHANGE_EMAIL', tokenHash, newEmail: p.email, expiresAt, createdAt: now });
    const link = `${config.WEB_PUBLIC_URL.replace(/\/$/, '')}/account/email-change?token=${token}`;
    await enqueueMail(tx, {
      template: 'CHANGE_EMAIL',
      to: p.email,
      memberId: p.memberId,
      subject: '[그로스몰] 이메일 변경을 확인해주세요',
      // 링크 원문은 본문에 두지 않는다: 보낼 때 HIDDEN_LINK 자리에 끼우고 보낸 뒤 지운다
      secretLink: link,
      text: [
        '안녕하세요. 그로스몰입니다.',
        '',
        '회원 정보의 이메일을 이 주소로 바꾸려면 아래 링크를 열어주세요.',
        HIDDEN_LINK,
        '',
        `링크는 ${config.CHANGE_EMAIL_TTL_MINUTES}분 동안 한 번만 쓸 수 있습니다.`,
        '직접 요청하지 않으셨다면 이 메일을 무시해주세요.',
      ].join('\n'),
      now,
    });
  });
  afterCommit(deps);
  return { message: MEMBER_INFO_MESSAGES.changeMailSent };
}

/**
 * 메일의 링크를 열었다: 토큰을 쓴 것으로 표시하고(한 번만) 주소를 바꾼다. 옛 주소로 보낸 비밀번호 재설정
 * 링크는 모두 죽이고, 옛 주소에는 바뀌었다는 알림을 보낸다(본인이 아니면 알아챌 수 있게).
 */
export async function confirmEmailChange(deps: AppDeps, p: { memberId: number; token: string }) {
  const now = deps.now();
  try {
    const result = await deps.db.transaction(async (tx) => {
      const row = await repo.findLiveToken(tx, { tokenHash: hashToken(p.token), purpose: 'CHANGE_EMAIL', now });
      if (!row || !row.newEmail) throw linkExpired();
      if (row.memberId !== p.memberId) {
        throw fail('EMAIL_CHANGE_NOT_YOURS');
      }
      const before = await lockMember(tx, p.memberId);
      if (!before || before.status === 'DELETED') throw fail('MEMBER_NOT_FOUND');
      if (!(await repo.markTokenUsed(tx, { id: row.id, now }))) throw linkExpired();
      const taken = await findMemberIdByEmail(tx, row.newEmail);
      if (taken && taken.id !== p.memberId) throw emailTaken();
      const updated = await updateMemberEmail(tx, { id: p.memberId, email: row.newEmail, now });
      if (!updated?.email) throw fail('MEMBER_NOT_FOUND');
      await repo.useAllTokensOf(tx, { memberId: p.memberId, purpose: 'RESET_PASSWORD', at: now });
      // 새 주소로 간 링크를 열었으니 그 주소의 주인임이 확인됐다: 가입 인증 전이었다면 인증도 끝난다
      // (가입 때 주소를 잘못 적은 회원이 빠져나가는 길). 옛 주소로 보낸 인증 링크는 죽인다
      await markMemberEmailVerified(tx, { id: p.memberId, now });
      await repo.useAllTokensOf(tx, { memberId: p.memberId, purpose: 'VERIFY_EMAIL', at: now });
      if (before.email && before.email.toLowerCase() !== updated.email.toLowerCase()) {
        await enqueueMail(tx, {
          template: 'CHANGE_EMAIL',
          to: before.email,
          memberId: p.memberId,
          subject: '[그로스몰] 회원 정보의 이메일이 바뀌었습니다',
          text: [
            '안녕하세요. 그로스몰입니다.',
            '',
            '회원 정보의 이메일이 다른 주소로 바뀌어 앞으로 안내 메일은 새 주소로 갑니다.',
            '이 주소로 보낸 비밀번호 재설정 링크는 더 이상 쓸 수 없습니다.',
            '',
            '직접 바꾸지 않으셨다면 바로 고객센터로 알려주세요.',
          ].join('\n'),
          now,
        });
        return { email: updated.email, notified: true };
      }
      return { email: updated.email, notified: false };
    });
    if (result.notified) afterCommit(deps);
    return { email: result.email };
  } catch (err) {
    // 확인과 갱신 사이에 누가 같은 주소로 가입했다
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
