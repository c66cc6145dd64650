import type { MetadataRoute } from 'next';
import { theme } from '@/styles/theme';

// /manifest.webmanifest – 홈 화면에 추가하면 주소창 없는 앱처럼 열린다. 아이콘은 scripts/make-icons.ts 가 테마 색으로 만든다
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: '그로스몰',
    short_name: '그로스몰',
    description: '인스타그램·유튜브·틱톡 팔로워, 좋아요, 조회수를 채널별로 골라 바로 주문하는 SNS 성장 서비스 스토어',
    lang: 'ko',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: theme.color.background,
    // 화면의 <meta name=theme-color>(app/layout.tsx 의 viewport)와 같은 색: 설치한 앱의 상단 막대가 열리자마자 바뀌지 않게(흰 머리말 위)
    theme_color: theme.color.background,
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
