import type { AppDeps } from '../lib/context';
import { deliverDueNotifications } from '../notifications/deliver';
import { sendDepositReminders } from '../purchases/purchase-notifications.service';
import type { Job } from './worker';

const REMINDER_INTERVAL_MS = 60_000;

/**
 * 입금 기한이 다가온 미입금 주문의 안내를 발송함에 넣고, 발송함의 QUEUED 알림을 알림톡·문자로 보낸다.
 * 실패하면 물러났다가 다시, 다섯 번째거나 다시 해도 안 될 오류면 FAILED
 */
export function notificationJob(deps: AppDeps): Job {
  // 안내 후보 찾기는 분 단위면 넉넉하다(앞당김이 시간 단위): 보내기 주기(초 단위)마다 DB 를 훑지 않는다
  let remindersDueAt = 0;
  return {
    name: 'notifications',
    intervalSeconds: deps.config.NOTIFICATION_INTERVAL_SECONDS,
    // 주기의 시작 시각(now)은 쓰지 않는다: 한 번이 오래 걸릴 수 있어 잡을 때마다 deps.now() 를 새로 읽는다
    run: async (d, _now, signal) => {
      // 안내를 먼저 넣는다: 같은 바퀴에서 바로 보내진다. 넣기가 실패해도 이미 쌓인 알림은 보낸다
      if (d.now().getTime() >= remindersDueAt) {
        remindersDueAt = d.now().getTime() + REMINDER_INTERVAL_MS;
        const reminders = await sendDepositReminders(d).catch((err: unknown) => {
          d.logger.error({ err }, 'deposit reminders failed');
          return 0;
        });
        if (reminders > 0) d.logger.info({ reminders }, 'deposit reminders queued');
      }
      const r = await deliverDueNotifications(d, signal);
      if (Object.values(r).some((n) => n > 0)) d.logger.info(r, 'notification delivery');
    },
  };
}
