import type { Config } from '../../config';
import type { SocialProvider } from '../../../lib/schemas/social-accounts';
import type { IdentityProvider } from './types';

export function createRealIdentityProvider(_config: Config, _provider: SocialProvider): IdentityProvider | null { return null; }
