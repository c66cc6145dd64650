import type { AppDeps } from '../lib/context';
import type { Job } from './worker';

/** 아웃박스의 PENDING 메일을 메일 어댑터로 보낸다 (server/mail 이 채운다) */
export function mailJob(deps: AppDeps): Job {
  return {
    name: 'mail',
    intervalSeconds: deps.config.MAIL_INTERVAL_SECONDS,
    run: async () => {},
  };
}
