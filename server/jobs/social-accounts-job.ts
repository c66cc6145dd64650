import type { AppDeps } from '../lib/context';
import { processIdentityUnlinks, purgeOldOAuthRequests } from '../social-accounts/identity-unlinks.service';
import type { Job } from './worker';

/** 탈퇴한 회원의 제공자 쪽 연결 끊기(실패하면 물러났다가 다시, 다섯 번째면 FAILED)와 지난 로그인 요청 정리 */
export function socialAccountsJob(deps: AppDeps): Job {
  return {
    name: 'social-accounts',
    intervalSeconds: deps.config.SOCIAL_UNLINK_INTERVAL_SECONDS,
    run: async (d) => {
      const r = await processIdentityUnlinks(d);
      if (r.done + r.failed + r.retrying > 0) d.logger.info(r, 'identity unlinks');
      await purgeOldOAuthRequests(d);
    },
  };
}
