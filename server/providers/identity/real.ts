import type { SocialProvider } from '../../../lib/schemas/social-accounts';
import type { Config } from '../../config';
import { FacebookIdentityProvider } from './facebook';
import { GoogleIdentityProvider } from './google';
import { KakaoIdentityProvider } from './kakao';
import { NaverIdentityProvider } from './naver';
import type { IdentityProvider } from './types';

/**
 * .env 에 그 제공자의 키가 있으면 실제 어댑터, 없으면 null(부르는 쪽이 내장 테스트 제공자로 대신한다).
 * 카카오는 REST API 키만으로 되고(시크릿은 콘솔에서 켰을 때만), 나머지는 시크릿까지 있어야 한다.
 */
export function createRealIdentityProvider(config: Config, provider: SocialProvider): IdentityProvider | null {
  const timeoutMs = config.SOCIAL_LOGIN_TIMEOUT_MS;
  switch (provider) {
    case 'KAKAO':
      if (!config.KAKAO_CLIENT_ID) return null;
      return new KakaoIdentityProvider({
        clientId: config.KAKAO_CLIENT_ID,
        clientSecret: config.KAKAO_CLIENT_SECRET,
        adminKey: config.KAKAO_ADMIN_KEY,
        authUrl: config.KAKAO_AUTH_URL,
        apiUrl: config.KAKAO_API_URL,
        timeoutMs,
      });
    case 'NAVER':
      if (!config.NAVER_CLIENT_ID || !config.NAVER_CLIENT_SECRET) return null;
      return new NaverIdentityProvider({
        clientId: config.NAVER_CLIENT_ID,
        clientSecret: config.NAVER_CLIENT_SECRET,
        authUrl: config.NAVER_AUTH_URL,
        apiUrl: config.NAVER_API_URL,
        timeoutMs,
      });
    case 'GOOGLE':
      if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
      return new GoogleIdentityProvider({
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        authUrl: config.GOOGLE_AUTH_URL,
        tokenUrl: config.GOOGLE_TOKEN_URL,
        jwksUrl: config.GOOGLE_JWKS_URL,
        timeoutMs,
      });
    case 'FACEBOOK':
      if (!config.FACEBOOK_CLIENT_ID || !config.FACEBOOK_CLIENT_SECRET) return null;
      return new FacebookIdentityProvider({
        clientId: config.FACEBOOK_CLIENT_ID,
        clientSecret: config.FACEBOOK_CLIENT_SECRET,
        authUrl: config.FACEBOOK_AUTH_URL,
        graphUrl: config.FACEBOOK_GRAPH_URL,
        timeoutMs,
      });
  }
}
