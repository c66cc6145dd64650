import { describe, expect, it } from 'vitest';
import { SOCIAL_PROVIDERS } from '../../../../lib/schemas/social-accounts';
import { ConfigError, loadConfig } from '../../../../server/config';
import { createRealIdentityProvider } from '../../../../server/providers/identity/real';

const allKeys = {
  KAKAO_CLIENT_ID: 'kakao-rest-key',
  KAKAO_ADMIN_KEY: 'kakao-admin-key',
  NAVER_CLIENT_ID: 'naver-id',
  NAVER_CLIENT_SECRET: 'naver-secret',
  GOOGLE_CLIENT_ID: 'google-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  FACEBOOK_CLIENT_ID: '1234567890',
  FACEBOOK_CLIENT_SECRET: 'facebook-secret',
};

describe('createRealIdentityProvider', () => {
  it('키가 없으면 네 제공자 모두 null(내장 테스트 제공자가 대신한다)', () => {
    const config = loadConfig({ KAKAO_CLIENT_ID: '', NAVER_CLIENT_ID: '' });
    for (const p of SOCIAL_PROVIDERS) expect(createRealIdentityProvider(config, p), p).toBeNull();
  });

  it('키가 있으면 그 제공자의 실제 어댑터(isTest=false), 기본 주소는 실제 제공자', () => {
    const config = loadConfig(allKeys);
    expect(config.SOCIAL_LOGIN_TIMEOUT_MS).toBe(5000);
    for (const p of SOCIAL_PROVIDERS) {
      const adapter = createRealIdentityProvider(config, p);
      expect(adapter?.provider, p).toBe(p);
      expect(adapter?.isTest, p).toBe(false);
    }
    const params = { state: 'state-0123456789abcdef', codeChallenge: 'c', nonce: 'n', redirectUri: 'https://shop.example/account/social/x', reauthenticate: false };
    expect(createRealIdentityProvider(config, 'KAKAO')!.authorizeUrl(params)).toMatch(/^https:\/\/kauth\.kakao\.com\/oauth\/authorize\?/);
    expect(createRealIdentityProvider(config, 'NAVER')!.authorizeUrl(params)).toMatch(/^https:\/\/nid\.naver\.com\/oauth2\.0\/authorize\?/);
    expect(createRealIdentityProvider(config, 'GOOGLE')!.authorizeUrl(params)).toMatch(/^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/);
    expect(createRealIdentityProvider(config, 'FACEBOOK')!.authorizeUrl(params)).toMatch(/^https:\/\/www\.facebook\.com\/v21\.0\/dialog\/oauth\?/);
  });

  it('카카오는 REST 키만으로 켜지고, 어드민 키가 있을 때만 unlink 가 있다', () => {
    expect(createRealIdentityProvider(loadConfig(allKeys), 'KAKAO')!.unlink).toBeTypeOf('function');
    expect(createRealIdentityProvider(loadConfig({ KAKAO_CLIENT_ID: 'kakao-rest-key' }), 'KAKAO')!.unlink).toBeUndefined();
  });

  it('네이버·구글·페이스북의 id 만 있고 시크릿이 없으면 시작하지 않는다(변수 이름을 밝힌다)', () => {
    for (const [id, secret] of [
      ['NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET'],
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
    ]) {
      expect(() => loadConfig({ [id!]: 'some-id' }), id).toThrow(ConfigError);
      expect(() => loadConfig({ [id!]: 'some-id' }), id).toThrow(new RegExp(`${secret}: ${id} 를 쓰면 .+ 시크릿도 필요합니다`));
    }
  });
});
