import type { AppDeps } from '../lib/context';
import { deliverDueNotifications } from '../notifications/deliver';
import type { Job } from './worker';

/** 발송함의 QUEUED 알림을 알림톡·문자로 보낸다. 실패하면 물러났다가 다시, 다섯 번째거나 다시 해도 안 될 오류면 FAILED */
export function notificationJob(deps: AppDeps): Job {
  return {
    name: 'notifications',
    intervalSeconds: deps.config.NOTIFICATION_INTERVAL_SECONDS,
    // 주기의 시작 시각(now)은 쓰지 않는다: 한 번이 오래 걸릴 수 있어 잡을 때마다 deps.now() 를 새로 읽는다
    run: async (d, _now, signal) => {
      const r = await deliverDueNotifications(d, signal);
      if (Object.values(r).some((n) => n > 0)) d.logger.info(r, 'notification delivery');
    },
  };
}
