import type { AppDeps } from '../../lib/context';
import type { InstagramProvider } from './types';

export * from './types';

/** 주입된 deps.instagram 이 있으면 그것, 아니면 INSTAGRAM_PROVIDER 로 고른다(fixture 기본, graph) */
export function instagramOf(deps: AppDeps): InstagramProvider {
  if (deps.instagram) return deps.instagram;
  throw new Error('instagram provider not implemented');
}
