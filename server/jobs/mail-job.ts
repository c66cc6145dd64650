import type { AppDeps } from '../lib/context';
import { deliverPendingMails } from '../mail/deliver';
import type { Job } from './worker';

/** 아웃박스의 PENDING 메일을 메일 어댑터로 보낸다. 실패한 메일은 물러났다가 다시, 다섯 번째면 FAILED */
export function mailJob(deps: AppDeps): Job {
  return {
    name: 'mail',
    intervalSeconds: deps.config.MAIL_INTERVAL_SECONDS,
    // 주기의 시작 시각(now)은 쓰지 않는다: 한 번이 오래 걸릴 수 있어 잡을 때마다 deps.now() 를 새로 읽는다
    run: async (d) => {
      const r = await deliverPendingMails(d);
      if (r.sent + r.failed + r.retrying > 0) d.logger.info(r, 'mail delivery');
    },
  };
}
