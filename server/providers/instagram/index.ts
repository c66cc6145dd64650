import type { Config } from '../../config';
import type { AppDeps } from '../../lib/context';
import { FixtureInstagram } from './fixture';
import { GraphInstagram } from './graph';
import type { InstagramProvider } from './types';

export * from './types';
export { FixtureInstagram } from './fixture';
export { GraphInstagram, isInstagramCdnUrl, type GraphOptions } from './graph';

/** INSTAGRAM_PROVIDER=graph 면 Graph API business discovery, 아니면 내장 fixture */
export function createInstagram(config: Config, now: () => Date): InstagramProvider {
  if (config.INSTAGRAM_PROVIDER !== 'graph') return new FixtureInstagram(now);
  return new GraphInstagram({
    baseUrl: config.INSTAGRAM_GRAPH_URL,
    userId: config.INSTAGRAM_GRAPH_USER_ID ?? '',
    accessToken: config.INSTAGRAM_GRAPH_TOKEN ?? '',
    timeoutMs: config.INSTAGRAM_TIMEOUT_MS,
  });
}

const graphs = new WeakMap<Config, InstagramProvider>();

/**
 * 주입된 deps.instagram 이 있으면 그것, 아니면 INSTAGRAM_PROVIDER 로 고른다(fixture 기본, graph).
 * graph 는 config 마다 하나를 재사용하고, fixture 는 부른 쪽의 시계(deps.now)로 매번 만든다(값싸다).
 */
export function instagramOf(deps: AppDeps): InstagramProvider {
  if (deps.instagram) return deps.instagram;
  if (deps.config.INSTAGRAM_PROVIDER !== 'graph') return new FixtureInstagram(deps.now);
  let provider = graphs.get(deps.config);
  if (!provider) {
    provider = createInstagram(deps.config, deps.now);
    graphs.set(deps.config, provider);
  }
  return provider;
}
