import type { AppDeps } from '../lib/context';
import { mailTransportOf, type MailDelivery } from '../providers/mail';
import type { OutboxMessage } from '../providers/mail/outbox-file';
import { claimDueMails, markMailAttemptFailed, markMailSent, renewMailLease } from './mails.repository';
import { revealSecretLink } from './outbox';

export const MAX_MAIL_ATTEMPTS = 5;
/** 한 번에 잡는 메일 수. 메일 하나를 보내는 데 SMTP 로 길게 50초(연결 10초+인사 10초+소켓 30초)라 보면 5통에 250초 */
export const MAIL_BATCH = 5;
/**
 * 잡은 메일의 임대. 잡은 묶음을 다 보낼 때까지(MAIL_BATCH × 50초) 넉넉히 가도록 5분. 그래도 늦어지면
 * 보내기 직전의 renewMailLease 가 다른 일꾼이 다시 잡은 메일을 알아보고 건너뛴다.
 */
export const MAIL_LEASE_SECONDS = 5 * 60;
/** n 번째 실패 뒤 기다리는 시간(초): 1분, 5분, 15분, 1시간. 다섯 번째 실패면 FAILED */
export const MAIL_BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60] as const;

export type DeliveryResult = { sent: number; failed: number; retrying: number };

type DeliveryDeps = Pick<AppDeps, 'db' | 'config' | 'mail' | 'logger' | 'now'>;
type ClaimedMail = Awaited<ReturnType<typeof claimDueMails>>[number];

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * 보낼 때가 된 메일을 보낸다. 잡기(짧은 트랜잭션, SKIP LOCKED + 임대)와 보내기를 떼어 두어서
 * SMTP 를 기다리는 동안 DB 를 잠그지 않는다. 시각은 잡을 때마다, 보낼 때마다 deps.now() 로 새로 읽는다:
 * 오래 도는 한 번이 처음 시각으로 임대를 정하면 뒤쪽 메일의 임대가 보내기 전에 끝난다.
 */
export async function deliverPendingMails(deps: DeliveryDeps): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, retrying: 0 };
  for (;;) {
    const now = deps.now();
    const claimed = await deps.db.transaction((tx) =>
      claimDueMails(tx, { now, leaseUntil: later(now, MAIL_LEASE_SECONDS), limit: MAIL_BATCH }),
    );
    for (const mail of claimed) {
      const outcome = await deliverOne(deps, mail);
      if (outcome !== 'skipped') result[outcome] += 1;
    }
    if (claimed.length < MAIL_BATCH) return result;
  }
}

async function deliverOne(deps: DeliveryDeps, mail: ClaimedMail): Promise<keyof DeliveryResult | 'skipped'> {
  const startedAt = deps.now();
  if (!(await renewMailLease(deps.db, { id: mail.id, attempts: mail.attempts, leaseUntil: later(startedAt, MAIL_LEASE_SECONDS) }))) {
    deps.logger.warn({ mailId: mail.id, attempts: mail.attempts }, 'mail lease lost before sending; skipped');
    return 'skipped';
  }
  const message: OutboxMessage = {
    to: mail.toAddress,
    subject: mail.subject,
    text: revealSecretLink(mail.text, mail.secretLink),
    html: mail.html === null ? null : revealSecretLink(mail.html, mail.secretLink),
    mailId: mail.id,
    attempt: mail.attempts,
    createdAt: mail.createdAt,
    date: startedAt,
  };
  let delivery: MailDelivery;
  try {
    delivery = await mailTransportOf(deps).send(message);
  } catch (err) {
    return recordFailure(deps, mail, err);
  }
  // 보낸 뒤의 기록은 보내기 실패가 아니다: 여기서 DB 가 실패해도 실패로 세어 곧 다시 보내지 않는다.
  // 행은 임대가 끝날 때까지 PENDING 으로 남고, 그 뒤에야 다시 보낸다(기록을 잃은 메일은 한 번 더 갈 수 있다)
  try {
    const recorded = await markMailSent(deps.db, { id: mail.id, attempts: mail.attempts, ...delivery, sentAt: deps.now() });
    if (!recorded) deps.logger.warn({ mailId: mail.id, attempts: mail.attempts }, 'mail sent after its lease was taken over');
  } catch (err) {
    deps.logger.error({ err, mailId: mail.id, attempts: mail.attempts }, 'mail sent but not recorded');
  }
  return 'sent';
}

async function recordFailure(deps: DeliveryDeps, mail: ClaimedMail, err: unknown): Promise<'failed' | 'retrying'> {
  const now = deps.now();
  const gaveUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
  const wait = MAIL_BACKOFF_SECONDS[Math.min(mail.attempts, MAIL_BACKOFF_SECONDS.length) - 1] ?? MAIL_BACKOFF_SECONDS[0];
  const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
  await markMailAttemptFailed(deps.db, {
    id: mail.id,
    attempts: mail.attempts,
    status: gaveUp ? 'FAILED' : 'PENDING',
    nextAttemptAt: gaveUp ? now : later(now, wait),
    lastError,
  });
  deps.logger.warn({ mailId: mail.id, attempts: mail.attempts, gaveUp, err: lastError }, 'mail delivery failed');
  return gaveUp ? 'failed' : 'retrying';
}

// 인스턴스 안에서 겹쳐 돌지 않게: 도는 중에 또 부르면 끝난 뒤 한 번 더 돈다
const running = new WeakMap<object, { again: boolean }>();

/**
 * 업무 트랜잭션이 커밋된 뒤 부른다: 다음 주기를 기다리지 않고 바로 보낸다. 기다리지 않으며 오류는 기록만 한다
 * (실패해도 메일은 PENDING 으로 남아 메일 일꾼이 다시 보낸다).
 */
export function kickMailDelivery(deps: DeliveryDeps): void {
  const state = running.get(deps.db);
  if (state) {
    state.again = true;
    return;
  }
  const mine = { again: false };
  running.set(deps.db, mine);
  void (async () => {
    try {
      do {
        mine.again = false;
        await deliverPendingMails(deps);
      } while (mine.again);
    } catch (err) {
      deps.logger.error({ err }, 'mail delivery kick failed');
    } finally {
      running.delete(deps.db);
    }
  })();
}
