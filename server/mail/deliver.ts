import type { AppDeps } from '../lib/context';
import { mailTransportOf } from '../providers/mail';
import type { OutboxMessage } from '../providers/mail/outbox-file';
import { claimDueMails, markMailAttemptFailed, markMailSent } from './mails.repository';

export const MAX_MAIL_ATTEMPTS = 5;
const BATCH = 20;
/** 잡은 메일을 보내는 데 이보다 오래 걸리면 다른 일꾼이 다시 잡는다. SMTP 제한 시간(연결 10초+소켓 30초)보다 넉넉히 */
export const MAIL_LEASE_SECONDS = 5 * 60;
/** n 번째 실패 뒤 기다리는 시간(초): 1분, 5분, 15분, 1시간. 다섯 번째 실패면 FAILED */
export const MAIL_BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60] as const;

export type DeliveryResult = { sent: number; failed: number; retrying: number };

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * 보낼 때가 된 메일을 보낸다. 잡기(짧은 트랜잭션, SKIP LOCKED + 임대)와 보내기를 떼어 두어서
 * SMTP 를 기다리는 동안 DB 를 잠그지 않고, 두 일꾼이 같은 메일을 보내지 않는다.
 */
export async function deliverPendingMails(deps: Pick<AppDeps, 'db' | 'config' | 'mail' | 'logger'>, now: Date): Promise<DeliveryResult> {
  const transport = mailTransportOf(deps);
  const result: DeliveryResult = { sent: 0, failed: 0, retrying: 0 };
  for (;;) {
    const claimed = await deps.db.transaction((tx) =>
      claimDueMails(tx, { now, leaseUntil: later(now, MAIL_LEASE_SECONDS), limit: BATCH }),
    );
    for (const mail of claimed) {
      const message: OutboxMessage = { to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html, mailId: mail.id, date: now };
      try {
        const delivery = await transport.send(message);
        await markMailSent(deps.db, { id: mail.id, attempts: mail.attempts, ...delivery, sentAt: now });
        result.sent += 1;
      } catch (err) {
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
        if (gaveUp) result.failed += 1;
        else result.retrying += 1;
      }
    }
    if (claimed.length < BATCH) return result;
  }
}

// 인스턴스 안에서 겹쳐 돌지 않게: 도는 중에 또 부르면 끝난 뒤 한 번 더 돈다
const running = new WeakMap<object, { again: boolean }>();

/**
 * 업무 트랜잭션이 커밋된 뒤 부른다: 다음 주기를 기다리지 않고 바로 보낸다. 기다리지 않으며 오류는 기록만 한다
 * (실패해도 메일은 PENDING 으로 남아 메일 일꾼이 다시 보낸다).
 */
export function kickMailDelivery(deps: Pick<AppDeps, 'db' | 'config' | 'mail' | 'logger' | 'now'>): void {
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
        await deliverPendingMails(deps, deps.now());
      } while (mine.again);
    } catch (err) {
      deps.logger.error({ err }, 'mail delivery kick failed');
    } finally {
      running.delete(deps.db);
    }
  })();
}
