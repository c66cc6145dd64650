import type { AppDeps } from '../lib/context';
import { deliverPendingMails } from '../mail/deliver';
import type { Job } from './worker';

/** 아웃박스의 PENDING 메일을 메일 어댑터로 보낸다. 실패한 메일은 물러났다가 다시, 다섯 번째면 FAILED */
export function mailJob(deps: AppDeps): Job {
  return {
    name: 'mail',
    intervalSeconds: deps.config.MAIL_INTERVAL_SECONDS,
    run: async (d, now) => {
      const r = await deliverPendingMails(d, now);
      if (r.sent + r.failed + r.retrying > 0) d.logger.info(r, 'mail delivery');
    },
  };
}
