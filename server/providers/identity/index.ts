import type { SocialProvider } from '../../../lib/schemas/social-accounts';
import { socialTestProviderEnabled, type Config } from '../../config';
import type { Db } from '../../db/client';
import { createRealIdentityProvider } from './real';
import { TestIdentityProvider } from './test-idp';
import type { IdentityProvider } from './types';

export { IdentityProviderError, type IdentityProvider, type IdentityProviderErrorKind, type SocialProfile } from './types';
export { TestIdentityProvider } from './test-idp';

type IdentityDeps = {
  config: Config;
  db: Db;
  now?: () => Date;
  /** 테스트가 제공자마다 바꿔 끼운 어댑터 */
  identityProviders?: Partial<Record<SocialProvider, IdentityProvider>>;
};

const realCache = new WeakMap<Config, Map<SocialProvider, IdentityProvider | null>>();
const testCache = new WeakMap<Config, WeakMap<Db, Map<SocialProvider, TestIdentityProvider>>>();

/** .env 에 그 제공자의 키가 있으면 실제 어댑터, 없으면 null. config 마다 한 번 만든다 */
function realIdentityProviderOf(config: Config, provider: SocialProvider): IdentityProvider | null {
  let byProvider = realCache.get(config);
  if (!byProvider) {
    byProvider = new Map();
    realCache.set(config, byProvider);
  }
  if (!byProvider.has(provider)) byProvider.set(provider, createRealIdentityProvider(config, provider));
  return byProvider.get(provider) ?? null;
}

/**
 * 그 제공자를 내장 테스트 제공자가 맡고 있으면 그것(동의 화면 라우트가 쓴다), 실제 키가 있거나 테스트 제공자가 꺼졌으면 null.
 * 테스트가 어댑터를 바꿔 끼워도 동의 화면은 그대로 떠 있다: 바꿔 낀 어댑터가 이것에 기대어 흐름을 밟을 수 있게
 */
export function testIdentityProviderOf(deps: IdentityDeps, provider: SocialProvider): TestIdentityProvider | null {
  if (realIdentityProviderOf(deps.config, provider) || !socialTestProviderEnabled(deps.config)) return null;
  let byDb = testCache.get(deps.config);
  if (!byDb) {
    byDb = new WeakMap();
    testCache.set(deps.config, byDb);
  }
  let byProvider = byDb.get(deps.db);
  if (!byProvider) {
    byProvider = new Map();
    byDb.set(deps.db, byProvider);
  }
  let test = byProvider.get(provider);
  if (!test) {
    test = new TestIdentityProvider(provider, deps.db, deps.config, deps.now);
    byProvider.set(provider, test);
  }
  return test;
}

/** 주입된 어댑터, 아니면 키가 있는 실제 어댑터, 아니면 내장 테스트 제공자. 셋 다 없으면(운영에서 키가 없는 제공자) null */
export function identityProviderOf(deps: IdentityDeps, provider: SocialProvider): IdentityProvider | null {
  return deps.identityProviders?.[provider] ?? realIdentityProviderOf(deps.config, provider) ?? testIdentityProviderOf(deps, provider);
}
