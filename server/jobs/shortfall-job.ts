import type { AppDeps } from '../lib/context';
import { settleDueShortfalls } from '../shortfalls/shortfall-settle.service';
import type { Job } from './worker';

/** 부분 완료·취소로 남은 수량을 상품의 처리대로(비례 환불·다시 보내기) 처리한다(server/shortfalls) */
export function shortfallJob(deps: AppDeps): Job {
  return {
    name: 'shortfalls',
    intervalSeconds: deps.config.SHORTFALL_INTERVAL_SECONDS,
    run: async (d) => {
      const r = await settleDueShortfalls(d);
      if (r.settled + r.failed > 0) d.logger.info(r, 'settled shortfalls');
    },
  };
}
