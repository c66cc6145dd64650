import type { AppDeps } from '../lib/context';
import type { Job } from './worker';

/** 이행 일꾼 한 바퀴: 서비스 → 작업, 보내기, 상태 조회, 일일 작업, 재충전, 경보 (server/fulfilment 가 채운다) */
export function fulfilmentJob(deps: AppDeps): Job {
  return {
    name: 'fulfilment',
    intervalSeconds: deps.config.FULFILMENT_INTERVAL_SECONDS,
    run: async () => {},
  };
}
