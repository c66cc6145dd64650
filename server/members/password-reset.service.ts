import type { PasswordResetVerify } from '../../lib/schemas/member-info';
import { MEMBER_INFO_MESSAGES } from '../../lib/schemas/member-info';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { sha256Hex as hashToken } from '../lib/hash';
import { enqueueMail, HIDDEN_LINK } from '../mail/outbox';
import { kickMailDelivery } from '../mail/deliver';
import { linkExpired, minutesLater, newSecretToken } from './member-info.service';
import * as repo from './member-tokens.repository';
import { accountMailLimits, countMailRequest } from './mail-requests.service';
import { findMemberForAuth, findMemberIdByEmail, lockMember, updateMemberPassword } from './members.repository';
import { hashPassword } from './passwords';
import { revokeAllSessionsOfMember } from './sessions.repository';
import { DAY_MS, HOUR_MS } from '../lib/time';

/** 한 회원에게 재설정 메일은 이 간격에 한 통까지 */
export const RESET_MAIL_INTERVAL_SECONDS = 60;

/** 가입 여부와 상관없이 모든 요청에 똑같이 하는 일: 한도 검사와 기록. 가입 여부로 갈리는 일은 답한 뒤에 한다 */
async function countResetRequest(deps: AppDeps, p: { email: string; address: string; now: Date }) {
  const retryAfterSeconds = await deps.db.transaction((tx) => countMailRequest(tx, deps.config, { purpose: 'RESET_PASSWORD', ...p }));
  if (retryAfterSeconds !== null) throw fail('TOO_MANY_RESET_REQUESTS', { retryAfterSeconds });
}

// 답한 뒤에 도는 메일 준비. 시험과 종료 처리가 끝나기를 기다릴 수 있게 DB 마다 모아 둔다
const afterAnswer = new WeakMap<object, Set<Promise<void>>>();

function runAfterAnswer(deps: AppDeps, work: () => Promise<void>) {
  const running = afterAnswer.get(deps.db) ?? new Set<Promise<void>>();
  afterAnswer.set(deps.db, running);
  const job = (async () => {
    // 응답을 먼저 내보낸다
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      await work();
    } catch (err) {
      deps.logger.error({ err }, 'password reset mail failed');
    }
  })();
  running.add(job);
  void job.then(() => running.delete(job));
}

/** 답한 뒤 도는 재설정 메일 준비가 모두 끝날 때까지 기다린다 */
export async function settlePasswordResetMails(db: object): Promise<void> {
  const running = afterAnswer.get(db);
  while (running && running.size > 0) await Promise.all([...running]);
}

/** 비밀번호 찾기 화면에 보여 줄 가린 주소: ab***@example.com */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}@${domain}`;
}

/**
 * 재설정 링크를 보낸다. 가입 여부를 알려 주지 않으려고 주소가 없어도, 탈퇴했어도, 방금 보냈어도
 * 부르는 쪽은 같은 답을 준다. 답도 걸리는 시간도 같도록 모든 요청에 같은 일(한도 검사와 기록)만 하고 답하며,
 * 회원을 찾고 링크를 만드는 일은 답한 뒤에 한다.
 */
export async function requestPasswordResetMail(deps: AppDeps, p: { email: string; address: string }): Promise<{ message: string }> {
  const now = deps.now();
  await countResetRequest(deps, { ...p, now });
  runAfterAnswer(deps, () => queuePasswordResetMail(deps, p.email, now));
  return { message: MEMBER_INFO_MESSAGES.resetMailSent };
}

/** 가입한 주소면 링크 메일을 넣는다. 회원 행을 잠가 같은 회원에게 동시에 두 통이 나가지 않게 한다 */
async function queuePasswordResetMail(deps: AppDeps, email: string, now: Date): Promise<void> {
  const found = await findMemberIdByEmail(deps.db, email);
  if (!found || found.status === 'DELETED') return;
  const { config } = deps;
  const queued = await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, found.id);
    if (!member || member.status === 'DELETED' || !member.email) return false;
    const last = await repo.latestTokenCreatedAt(tx, { memberId: member.id, purpose: 'RESET_PASSWORD' });
    if (last && now.getTime() - last.getTime() < RESET_MAIL_INTERVAL_SECONDS * 1000) return false;
    if (await memberResetMailCapReached(deps, tx, member.id, now)) return false;
    // 새 링크만 쓸 수 있다
    await repo.useAllTokensOf(tx, { memberId: member.id, purpose: 'RESET_PASSWORD', at: now });
    const { id, token, tokenHash } = newSecretToken();
    const expiresAt = minutesLater(now, config.RESET_PASSWORD_TTL_MINUTES);
    await repo.insertMemberToken(tx, { id, memberId: member.id, purpose: 'RESET_PASSWORD', tokenHash, expiresAt, createdAt: now });
    const link = `${config.WEB_PUBLIC_URL.replace(/\/$/, '')}/account/reset-password?token=${token}`;
    await enqueueMail(tx, {
      template: 'RESET_PASSWORD',
      to: member.email,
      memberId: member.id,
      subject: '[그로스몰] 비밀번호 재설정 안내',
      // 링크 원문은 본문에 두지 않는다: 보낼 때 HIDDEN_LINK 자리에 끼우고 보낸 뒤 지운다
      secretLink: link,
      text: [
        '안녕하세요. 그로스몰입니다.',
        '',
        '아래 링크에서 새 비밀번호를 정해주세요.',
        HIDDEN_LINK,
        '',
        `링크는 ${config.RESET_PASSWORD_TTL_MINUTES}분 동안 한 번만 쓸 수 있습니다.`,
        '직접 요청하지 않으셨다면 이 메일을 무시해주세요. 비밀번호는 바뀌지 않습니다.',
      ].join('\n'),
      now,
    });
    return true;
  });
  if (queued) kickMailDelivery(deps);
}

/** 회원마다도 한 시간·하루 한도(주소를 바꿔 가며 요청해도): 넘으면 말없이 보내지 않는다 */
async function memberResetMailCapReached(deps: AppDeps, tx: AppDeps['db'], memberId: number, now: Date) {
  const { perEmail } = accountMailLimits(deps.config);
  const inHour = await repo.countTokensSince(tx, { memberId, purpose: 'RESET_PASSWORD', since: new Date(now.getTime() - HOUR_MS) });
  if (inHour >= perEmail.hour) return true;
  return (await repo.countTokensSince(tx, { memberId, purpose: 'RESET_PASSWORD', since: new Date(now.getTime() - DAY_MS) })) >= perEmail.day;
}

/** 링크를 열었을 때: 쓸 수 있는 링크인지와 가린 주소 */
export async function verifyPasswordResetToken(deps: AppDeps, token: string): Promise<PasswordResetVerify> {
  const row = await repo.findLiveToken(deps.db, { tokenHash: hashToken(token), purpose: 'RESET_PASSWORD', now: deps.now() });
  if (!row) throw linkExpired();
  const member = await findMemberForAuth(deps.db, row.memberId);
  if (!member?.email || member.status === 'DELETED') throw linkExpired();
  return { valid: true, email: maskEmail(member.email) };
}

/** 새 비밀번호: 토큰은 조건부 갱신으로 한 번만 쓰이고, 모든 로그인이 닫힌다 */
export async function resetPasswordWithToken(deps: AppDeps, p: { token: string; password: string }) {
  const passwordHash = await hashPassword(p.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.findLiveToken(tx, { tokenHash: hashToken(p.token), purpose: 'RESET_PASSWORD', now });
    if (!row || !(await repo.markTokenUsed(tx, { id: row.id, now }))) throw linkExpired();
    const member = await lockMember(tx, row.memberId);
    if (!member || member.status === 'DELETED') throw linkExpired();
    await updateMemberPassword(tx, { id: member.id, passwordHash, now });
    await revokeAllSessionsOfMember(tx, member.id, now, 'PASSWORD_RESET');
    await repo.useAllTokensOf(tx, { memberId: member.id, purpose: 'RESET_PASSWORD', at: now });
    await repo.useAllTokensOf(tx, { memberId: member.id, purpose: 'MY_INFO_SESSION', at: now });
  });
}
