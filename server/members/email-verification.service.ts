import {
  EMAIL_VERIFICATION_MESSAGES,
  VERIFICATION_MAIL_INTERVAL_SECONDS,
  VERIFICATION_MAILS_PER_DAY,
  type VerifyEmailResponse,
} from '../../lib/schemas/email-verifications';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { sha256Hex as hashToken } from '../lib/hash';
import { DAY_MS } from '../lib/time';
import { kickMailDelivery } from '../mail/deliver';
import { enqueueMail, HIDDEN_LINK } from '../mail/outbox';
import { linkExpired, minutesLater, newSecretToken } from './member-info.service';
import * as repo from './member-tokens.repository';
import { countMailRequest } from './mail-requests.service';
import { lockMember, markMemberEmailVerified } from './members.repository';

/** 메일에 적을 유효 시간: 시간 단위로 떨어지면 'N시간', 아니면 'N분' */
const ttlText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}시간` : `${minutes}분`);

/**
 * 인증 링크 메일을 아웃박스에 넣는다. 부르는 쪽의 트랜잭션(가입, 다시 보내기) 안에서 부르고, 커밋 뒤에
 * kickMailDelivery 로 깨운다. 새 링크만 쓸 수 있다: 앞서 보낸 링크는 여기서 죽는다.
 */
export async function queueVerificationMail(deps: AppDeps, tx: AppDeps['db'], member: { id: number; email: string }, now: Date) {
  const { config } = deps;
  await repo.useAllTokensOf(tx, { memberId: member.id, purpose: 'VERIFY_EMAIL', at: now });
  const { id, token, tokenHash } = newSecretToken();
  const expiresAt = minutesLater(now, config.VERIFY_EMAIL_TTL_MINUTES);
  await repo.insertMemberToken(tx, { id, memberId: member.id, purpose: 'VERIFY_EMAIL', tokenHash, expiresAt, createdAt: now });
  const link = `${config.WEB_PUBLIC_URL.replace(/\/$/, '')}/account/verify-email?token=${token}`;
  await enqueueMail(tx, {
    template: 'VERIFY_EMAIL',
    to: member.email,
    memberId: member.id,
    subject: '[그로스몰] 이메일 인증을 완료해주세요',
    // 링크 원문은 본문에 두지 않는다: 보낼 때 HIDDEN_LINK 자리에 끼우고 보낸 뒤 지운다
    secretLink: link,
    text: [
      '안녕하세요. 그로스몰입니다.',
      '',
      '가입해 주셔서 감사합니다. 아래 링크를 열면 이메일 인증이 끝납니다.',
      HIDDEN_LINK,
      '',
      `링크는 ${ttlText(config.VERIFY_EMAIL_TTL_MINUTES)} 동안 한 번만 쓸 수 있습니다. 인증을 마치면 결제와 문의·후기 작성을 이용할 수 있습니다.`,
      '직접 가입하지 않으셨다면 이 메일을 무시해주세요.',
    ].join('\n'),
    now,
  });
}

/**
 * 보낸 기록은 VERIFY_EMAIL 토큰(쓴 것 포함, 가입할 때 것도)이다. 회원 행을 잠근 트랜잭션 안에서 세므로
 * api 인스턴스가 여럿이어도, 동시에 여러 번 눌러도 한도를 넘지 않는다.
 */
async function assertVerificationMailAllowed(tx: AppDeps['db'], memberId: number, now: Date) {
  const last = await repo.latestTokenCreatedAt(tx, { memberId, purpose: 'VERIFY_EMAIL' });
  const waitMs = last ? last.getTime() + VERIFICATION_MAIL_INTERVAL_SECONDS * 1000 - now.getTime() : 0;
  if (waitMs > 0) throw fail('TOO_MANY_VERIFICATION_MAILS', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  const sent = await repo.countTokensSince(tx, { memberId, purpose: 'VERIFY_EMAIL', since: new Date(now.getTime() - DAY_MS) });
  if (sent >= VERIFICATION_MAILS_PER_DAY) throw fail('VERIFICATION_MAILS_TODAY_USED', { retryAfterSeconds: DAY_MS / 1000 });
}

/** 배너의 "인증 메일 다시 보내기": 로그인한 인증 전 회원에게 새 링크를 보낸다 */
export async function resendVerificationMail(deps: AppDeps, p: { memberId: number; address: string }): Promise<{ message: string }> {
  const { memberId } = p;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member || member.status === 'DELETED' || !member.email) throw fail('MEMBER_NOT_FOUND');
    if (member.status !== 'REQUIRED_EMAIL_AUTH') throw fail('EMAIL_ALREADY_VERIFIED');
    await assertVerificationMailAllowed(tx, memberId, now);
    // 받는 주소와 요청한 주소(IP)마다의 한도: 여러 계정으로 한 주소·한 IP 에서 메일을 쏟지 못하게
    const retryAfterSeconds = await countMailRequest(tx, deps.config, { purpose: 'VERIFY_EMAIL', email: member.email, address: p.address, now });
    if (retryAfterSeconds !== null) throw fail('TOO_MANY_MAIL_REQUESTS', { retryAfterSeconds });
    await queueVerificationMail(deps, tx, { id: memberId, email: member.email }, now);
  });
  kickMailDelivery(deps);
  return { message: EMAIL_VERIFICATION_MESSAGES.mailSent };
}

/**
 * 메일의 링크를 열었다. 로그인하지 않아도 된다(다른 기기의 메일 앱에서 열 수 있다): 토큰이 곧 증명이다.
 * 인증 전 회원이면 살아 있는 링크(안 썼고 기한 전)만 NORMAL 로 바꾸고, 이미 인증된 회원의 링크면
 * 쓴 링크든 만료된 링크든 친절하게 그렇다고만 답한다. 인증 전인데 죽은 링크면 410.
 */
export async function verifyEmailWithToken(deps: AppDeps, token: string): Promise<VerifyEmailResponse> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await repo.findTokenByHash(tx, { tokenHash: hashToken(token), purpose: 'VERIFY_EMAIL' });
    if (!row) throw linkExpired();
    // 같은 회원의 인증을 줄 세운다: 같은 링크를 두 번 동시에 열어도 한 번만 바꾼다
    const member = await lockMember(tx, row.memberId);
    if (!member || member.status === 'DELETED') throw linkExpired();
    if (member.status === 'STOP') throw fail('MEMBER_STOPPED');
    if (member.status !== 'REQUIRED_EMAIL_AUTH') return { alreadyVerified: true, message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified };
    if (!(await repo.markTokenUsed(tx, { id: row.id, now }))) throw linkExpired();
    await markMemberEmailVerified(tx, { id: member.id, now });
    await repo.useAllTokensOf(tx, { memberId: member.id, purpose: 'VERIFY_EMAIL', at: now });
    return { alreadyVerified: false, message: EMAIL_VERIFICATION_MESSAGES.verified };
  });
}
