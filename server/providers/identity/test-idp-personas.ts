import { createHash } from 'node:crypto';
import { SOCIAL_PROVIDER_SLUGS, type SocialProvider } from '../../../lib/schemas/social-accounts';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { SocialProfile } from './types';

/**
 * 내장 테스트 제공자의 가상 회원. 가입·로그인·거절 흐름을 모두 밟아 볼 수 있게 고른 넷:
 * 이메일·휴대폰이 다 있는 사람, 이메일만 있는 사람(가입 때 번호를 묻는다), 이메일이 없는 사람(가입 불가),
 * 데모 회원과 이메일이 같은 사람(조용히 합치지 않고 기존 로그인으로 연결하게 한다).
 */
export type TestPersona = {
  id: string;
  name: string;
  /** 제공자마다 다른 주소(같은 사람이 두 제공자로 가입해도 이메일이 겹치지 않게). null 이면 이메일을 주지 않는다 */
  email: (slug: string) => string | null;
  cellPhone: string | null;
  /** 화면에 보일 설명 */
  note: string;
};

export const TEST_PERSONAS: readonly TestPersona[] = [
  { id: 'minji', name: '김민지', email: (slug) => `minji.${slug}@example.com`, cellPhone: '01098765432', note: '이메일과 휴대폰 번호를 제공합니다' },
  { id: 'seojun', name: '박서준', email: (slug) => `seojun.${slug}@example.com`, cellPhone: null, note: '이메일만 제공합니다(휴대폰 번호 없음)' },
  { id: 'junho', name: '이준호', email: () => null, cellPhone: null, note: '이메일을 제공하지 않습니다' },
  { id: 'demo', name: DEMO_ACCOUNTS.member.name, email: () => DEMO_ACCOUNTS.member.email, cellPhone: DEMO_ACCOUNTS.member.cellPhone, note: '데모 회원과 같은 이메일입니다' },
];

export const findTestPersona = (id: string) => TEST_PERSONAS.find((p) => p.id === id) ?? null;

/** 제공자마다 실제와 같은 모양의 회원 번호: 카카오 10자리 숫자, 네이버 43자 문자열, 구글 21자리 sub, 페이스북 17자리 app-scoped id */
export function testProviderUserId(provider: SocialProvider, persona: TestPersona): string {
  const n = TEST_PERSONAS.indexOf(persona) + 1;
  switch (provider) {
    case 'KAKAO':
      return String(4_100_000_000 + n);
    case 'NAVER':
      return createHash('sha256').update(`naver:${persona.id}`).digest('base64url').slice(0, 43);
    case 'GOOGLE':
      return `1${String(n).padStart(20, '0')}`;
    case 'FACEBOOK':
      return `10200000000${String(n).padStart(6, '0')}`;
  }
}

export function testProfileOf(provider: SocialProvider, persona: TestPersona): SocialProfile {
  return {
    provider,
    providerUserId: testProviderUserId(provider, persona),
    email: persona.email(SOCIAL_PROVIDER_SLUGS[provider]),
    // 실제 제공자처럼: 네이버만 확인되지 않은 연락처 이메일을 준다
    emailVerified: provider !== 'NAVER',
    name: persona.name,
    cellPhone: persona.cellPhone,
  };
}
