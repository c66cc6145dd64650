import type { AppDeps } from '../lib/context';
import { kakaoTemplateIdOf, messagingOf, MessagingError, type MessageDelivery, type OutgoingMessage } from '../providers/messaging';
import { redactSecrets } from '../providers/messaging/solapi';
import * as repo from './notifications.repository';
import { inMarketingQuietHours, nextMarketingSlot, normalisePhone } from './notifications.service';
import { isTemplateCode, providerVariables, smsMessageOf } from './templates';

export const MAX_NOTIFICATION_ATTEMPTS = 5;
/** 한 번에 잡는 알림 수. 하나에 길게 두 번의 요청(알림톡 → 문자) × 시간 제한 */
export const NOTIFICATION_BATCH = 10;
/** 잡은 알림의 임대. 묶음을 다 보낼 때까지 넉넉히(10 × 2 × 10초). 늦어지면 보내기 직전의 갱신이 알아본다 */
export const NOTIFICATION_LEASE_SECONDS = 5 * 60;
/** n 번째 실패 뒤 기다리는 시간(초): 1분, 5분, 15분, 1시간. 다섯 번째 실패면 FAILED(운영자가 발송함에서 본다) */
export const NOTIFICATION_BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60] as const;
/** 제공자에게 앞선 시도를 물을 때 줄이 생긴 시각보다 이만큼 앞에서부터 본다(두 시계의 어긋남) */
const LOOKUP_CLOCK_SKEW_MS = 10 * 60 * 1000;

export type NotificationRunResult = { sent: number; fellBack: number; failed: number; retrying: number; cancelled: number; deferred: number };

type DeliveryDeps = Pick<AppDeps, 'db' | 'config' | 'messaging' | 'logger' | 'now'>;
type Claimed = Awaited<ReturnType<typeof repo.claimDueNotifications>>[number];
type Outcome = keyof NotificationRunResult | 'skipped';

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * 보낼 때가 된 알림(알림톡·문자)을 보낸다. 잡기(짧은 트랜잭션, FOR UPDATE SKIP LOCKED + 임대)와 보내기를
 * 떼어 두어 제공자를 기다리는 동안 DB 를 잠그지 않는다. api 여러 대가 함께 돌아도 한 줄은 한 일꾼만 잡는다.
 */
export async function deliverDueNotifications(deps: DeliveryDeps, signal?: AbortSignal): Promise<NotificationRunResult> {
  const result: NotificationRunResult = { sent: 0, fellBack: 0, failed: 0, retrying: 0, cancelled: 0, deferred: 0 };
  for (;;) {
    if (signal?.aborted) return result;
    const now = deps.now();
    const claimed = await deps.db.transaction((tx) =>
      repo.claimDueNotifications(tx, { now, leaseUntil: later(now, NOTIFICATION_LEASE_SECONDS), limit: NOTIFICATION_BATCH }),
    );
    for (const row of claimed) {
      const outcome = await deliverOne(deps, row);
      if (outcome !== 'skipped') result[outcome] += 1;
    }
    if (claimed.length < NOTIFICATION_BATCH) return result;
  }
}

async function deliverOne(deps: DeliveryDeps, row: Claimed): Promise<Outcome> {
  const startedAt = deps.now();
  const mine = { id: row.id, attempts: row.attempts };
  const cancel = async (reason: string): Promise<Outcome> => {
    await repo.markNotificationAttemptFailed(deps.db, { ...mine, status: 'CANCELLED', nextAttemptAt: startedAt, lastError: reason, now: startedAt });
    return 'cancelled';
  };

  // 넣은 뒤에 바뀌었을 수 있다: 탈퇴했거나 광고 수신 동의를 거두었으면 보내지 않는다
  const member = await repo.findRecipient(deps.db, row.memberId);
  if (!member || member.status === 'DELETED') return cancel('탈퇴한 회원');
  if (row.marketing && !member.agreeMarketing) return cancel('광고 수신 동의 철회');
  if (row.marketing && inMarketingQuietHours(startedAt)) {
    await repo.deferNotification(deps.db, { ...mine, until: nextMarketingSlot(startedAt), now: startedAt });
    return 'deferred';
  }
  const to = normalisePhone(row.recipientPhone);
  if (!to || !isTemplateCode(row.templateCode)) return fail(deps, row, new MessagingError('보낼 번호나 템플릿이 올바르지 않습니다', 'INVALID', false));

  if (!(await repo.renewNotificationLease(deps.db, { ...mine, leaseUntil: later(startedAt, NOTIFICATION_LEASE_SECONDS) }))) {
    deps.logger.warn({ notificationId: row.id, attempts: row.attempts }, 'notification lease lost before sending; skipped');
    return 'skipped';
  }

  const templateId = row.channel === 'KAKAO' ? kakaoTemplateIdOf(deps.config, row.templateCode) : null;
  const sms = row.channel !== 'KAKAO' || row.smsFallback ? smsMessageOf(row.templateCode, row.text, { optOutText: deps.config.MARKETING_OPT_OUT_TEXT }) : null;
  const message: OutgoingMessage = {
    notificationId: row.id,
    to,
    kakao: templateId ? { templateId, text: row.text, variables: providerVariables(row.variables) } : null,
    sms,
  };
  if (!message.kakao && !message.sms) {
    return fail(deps, row, new MessagingError('승인된 알림톡 템플릿이 없고 회원이 문자를 껐습니다', 'NO_CHANNEL', false));
  }

  // 두 번째 시도부터는 먼저 묻는다: 앞선 시도가 제공자에게 닿은 뒤 죽었거나 응답을 못 받았을 수 있다.
  // 접수된 것이 있으면 그 결과만 적고 다시 보내지 않는다(한 사건에 한 번). 물을 수 없으면 보내지 않고 물러난다
  if (row.attempts > 1) {
    let earlier: MessageDelivery | null;
    try {
      earlier = await messagingOf(deps).findSent({ notificationId: row.id, to, since: new Date(row.createdAt.getTime() - LOOKUP_CLOCK_SKEW_MS) });
    } catch (err) {
      return fail(deps, row, err);
    }
    if (earlier) return record(deps, row, earlier);
  }

  let delivery: MessageDelivery;
  try {
    delivery = await messagingOf(deps).send(message);
  } catch (err) {
    return fail(deps, row, err);
  }
  return record(deps, row, delivery);
}

async function record(deps: DeliveryDeps, row: Claimed, delivery: MessageDelivery): Promise<Outcome> {
  // 알림톡으로 가야 했는데 문자로 갔다: 어댑터가 대신 보냈거나, 승인된 템플릿이 없어 처음부터 문자였다
  const fellBack = row.channel === 'KAKAO' && delivery.channel !== 'KAKAO';
  const note = delivery.note ?? (fellBack ? '승인된 알림톡 템플릿이 없어 문자로 보냄' : null);
  // 보낸 뒤의 기록 실패는 보내기 실패가 아니다: 임대가 끝날 때까지 QUEUED 로 남고, 다음 시도가 findSent 로 알아본다
  try {
    const recorded = await repo.markNotificationDone(deps.db, {
      id: row.id,
      attempts: row.attempts,
      status: fellBack ? 'FELL_BACK' : 'SENT',
      channel: delivery.channel,
      provider: delivery.provider,
      providerMessageId: delivery.providerMessageId,
      note,
      sentAt: deps.now(),
    });
    if (!recorded) deps.logger.warn({ notificationId: row.id, attempts: row.attempts }, 'notification sent after its lease was taken over');
  } catch (err) {
    deps.logger.error({ err, notificationId: row.id, attempts: row.attempts }, 'notification sent but not recorded');
  }
  return fellBack ? 'fellBack' : 'sent';
}

async function fail(deps: DeliveryDeps, row: Claimed, err: unknown): Promise<Outcome> {
  const now = deps.now();
  // 우리 코드의 예상 밖 오류도 다시 해 본다: 다섯 번이면 FAILED 로 운영자에게 보인다
  const retryable = err instanceof MessagingError ? err.retryable : true;
  const gaveUp = !retryable || row.attempts >= MAX_NOTIFICATION_ATTEMPTS;
  const backoff = NOTIFICATION_BACKOFF_SECONDS[Math.min(row.attempts, NOTIFICATION_BACKOFF_SECONDS.length) - 1] ?? NOTIFICATION_BACKOFF_SECONDS[0];
  const wait = Math.max(backoff, err instanceof MessagingError ? (err.retryAfterSeconds ?? 0) : 0);
  const raw = err instanceof Error ? err.message : String(err);
  // 제공자 문구가 번호를 되돌려 주어도 로그와 발송함 오류 칸에는 남기지 않는다(번호는 줄의 받는 번호 칸에만)
  const lastError = redactSecrets(raw, [deps.config.SOLAPI_API_KEY, deps.config.SOLAPI_API_SECRET, row.recipientPhone ?? undefined]).slice(0, 1000);
  await repo.markNotificationAttemptFailed(deps.db, {
    id: row.id,
    attempts: row.attempts,
    status: gaveUp ? 'FAILED' : 'QUEUED',
    nextAttemptAt: gaveUp ? now : later(now, wait),
    lastError,
    now,
  });
  // 번호와 본문은 적지 않는다(개인정보): 줄 id 로 발송함에서 찾는다
  deps.logger.warn(
    { notificationId: row.id, attempts: row.attempts, gaveUp, code: err instanceof MessagingError ? err.code : 'UNEXPECTED', err: lastError },
    'notification delivery failed',
  );
  return gaveUp ? 'failed' : 'retrying';
}
