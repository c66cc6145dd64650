import { runFulfilmentOnce } from '../fulfilment/engine';
import type { AppDeps } from '../lib/context';
import type { Job } from './worker';

/** 이행 일꾼 한 바퀴: 서비스 → 작업, 일일 작업, 보내기, 상태 조회, 경보 (server/fulfilment/engine) */
export function fulfilmentJob(deps: AppDeps): Job {
  return {
    name: 'fulfilment',
    intervalSeconds: deps.config.FULFILMENT_INTERVAL_SECONDS,
    run: async (d, now) => {
      const r = await runFulfilmentOnce(d, now);
      if (r.created + r.dailyCreated + r.sent + r.recovered > 0) d.logger.info(r, 'fulfilment run');
    },
  };
}
