import { runFulfilmentOnce } from './fulfilment';
import type { AppDeps } from '../lib/context';
import type { Job } from './worker';

/** 이행 일꾼 한 바퀴: 서비스 → 작업, 일일 작업, 보내기, 상태 조회, 경보 (server/jobs/fulfilment) */
export function fulfilmentJob(deps: AppDeps): Job {
  return {
    name: 'fulfilment',
    intervalSeconds: deps.config.FULFILMENT_INTERVAL_SECONDS,
    // 시계는 단계마다 다시 읽는다: 한 바퀴가 길어도 전송 표시·조회 임대·23시 판단이 실제 시각을 따른다
    // 할 일을 남기고 끝났으면(결제가 몰린 때) 주기를 기다리지 않고 곧바로 다음 바퀴를 돈다
    run: async (d, _now, signal) => {
      const r = await runFulfilmentOnce(d, () => d.now(), { signal });
      if (r.created + r.dailyCreated + r.sent + r.recovered + r.backlogAlerts > 0) d.logger.info(r, 'fulfilment run');
      return { runAgain: r.more };
    },
  };
}
