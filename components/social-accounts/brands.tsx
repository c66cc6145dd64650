import type { ReactNode } from 'react';
import type { SocialProvider } from '@/lib/schemas/social-accounts';

/*
 * 제공자마다 정한 버튼 색과 로고(각 사 로그인 버튼 가이드). 로고는 인라인 SVG: 바깥 이미지를 부르지 않아
 * 첫 화면에서 깜빡이지 않고 오프라인에서도 그려진다. 로고는 글자 대비 기준 밖이지만 글자는 AA 를 지킨다.
 */

type Brand = { background: string; color: string; border: string; mark: ReactNode };

/** 큰 글씨(14pt = 18.67px 굵게)로 둔다: 페이스북 파랑 위 흰 글자가 4.23:1 이라 큰 글씨의 기준(3:1)으로만 AA 를 넘는다 */
export const LABEL_FONT = { size: 19, weight: 700 } as const;

const KAKAO_BUBBLE =
  'M12 3.6C6.92 3.6 2.8 6.83 2.8 10.8c0 2.56 1.71 4.8 4.28 6.08l-.87 3.2c-.08.3.26.53.51.37l3.8-2.52c.48.06.97.1 1.48.1 5.08 0 9.2-3.23 9.2-7.2S17.08 3.6 12 3.6z';
const NAVER_N = 'M15.56 12.84 8.2 2.25H2.25v19.5h6.19V11.16l7.36 10.59h5.95V2.25h-6.19z';
const FACEBOOK_F =
  'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z';

export const SOCIAL_BRANDS: Record<SocialProvider, Brand> = {
  KAKAO: {
    background: '#FEE500',
    color: 'rgba(0, 0, 0, 0.85)',
    border: '#FEE500',
    mark: <path d={KAKAO_BUBBLE} fill="#000000" />,
  },
  NAVER: {
    background: '#03C75A',
    // 초록 위 흰 글자는 2.25:1 로 큰 글씨로도 AA 에 못 미친다: 로고 N 만 흰색으로 두고 글자는 검게
    color: '#000000',
    border: '#03C75A',
    mark: <path d={NAVER_N} fill="#FFFFFF" transform="translate(3 3) scale(0.75)" />,
  },
  GOOGLE: {
    background: '#FFFFFF',
    color: '#1F1F1F',
    border: '#747775',
    mark: (
      <g transform="scale(0.5)">
        <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
        <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
        <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
        <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
      </g>
    ),
  },
  FACEBOOK: {
    background: '#1877F2',
    color: '#FFFFFF',
    border: '#1877F2',
    mark: <path d={FACEBOOK_F} fill="#FFFFFF" />,
  },
};

/** '카카오로', 'Facebook으로': 받침 따라 조사가 다르다(구글은 ㄹ 받침이라 '로') */
export const SOCIAL_WITH: Record<SocialProvider, string> = {
  KAKAO: '카카오로',
  NAVER: '네이버로',
  GOOGLE: 'Google로',
  FACEBOOK: 'Facebook으로',
};

/**
 * 제공자 표시. tile: 브랜드 바탕색 타일 위에 그린다 — 흰 표시(네이버 N, 페이스북 f)는 버튼 밖의 밝은 바탕에서 보이지 않는다.
 */
export function BrandMark({ provider, size = 20, tile = false }: { provider: SocialProvider; size?: number; tile?: boolean }) {
  const brand = SOCIAL_BRANDS[provider];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-brand-mark={provider}>
      {tile && <rect x="0.5" y="0.5" width="23" height="23" rx="6" fill={brand.background} stroke={brand.border} />}
      {tile ? <g transform="translate(4 4) scale(0.6667)">{brand.mark}</g> : brand.mark}
    </svg>
  );
}
