import type { Config } from '../../config';
import type { AppDeps } from '../../lib/context';
import { outboxMessaging } from './outbox';
import { solapiMessaging } from './solapi';
import type { MessagingProvider } from './types';

export * from './types';

// config 는 프로세스에서 한 번 만들어지므로, 같은 config 면 같은 어댑터를 쓴다
const cache = new WeakMap<Config, MessagingProvider>();

/** 주입된 deps.messaging 이 있으면 그것, 아니면 SOLAPI 키가 있을 때 SOLAPI, 없으면 발송함(outbox) */
export function messagingOf(deps: Pick<AppDeps, 'messaging' | 'config'>): MessagingProvider {
  if (deps.messaging) return deps.messaging;
  let provider = cache.get(deps.config);
  if (!provider) {
    provider = deps.config.SOLAPI_API_KEY ? solapiMessaging(deps.config) : outboxMessaging();
    cache.set(deps.config, provider);
  }
  return provider;
}

/** 알림톡을 쓸 수 있는 설정인가(카카오 채널 pfId 가 있고 SOLAPI 로 보낼 때). 발송함만 쓸 때도 알림톡 모양으로 남긴다 */
export function kakaoTemplateIdOf(config: Pick<Config, 'SOLAPI_API_KEY' | 'SOLAPI_PFID' | 'SOLAPI_TEMPLATE_IDS'>, code: string): string | null {
  if (!config.SOLAPI_API_KEY) return code;
  if (!config.SOLAPI_PFID) return null;
  return config.SOLAPI_TEMPLATE_IDS[code] ?? null;
}
