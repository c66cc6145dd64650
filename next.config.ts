import path from 'node:path';
import type { NextConfig } from 'next';
import { FAQ_CATEGORIES } from './lib/schemas/content-rules';
import { policySources, securityHeaders } from './lib/security/content-security-policy.mjs';
import { requireNode } from './scripts/require-node.mjs';

// next dev·build·start 가 이 파일을 읽는다: 웹이 실제로 도는 Node 를 알리고, 24 보다 낮으면 멈춘다
requireNode(`web (next ${process.argv[2] ?? ''})`.replace(' ()', ''));

/**
 * 모든 응답의 보안 머리글(CSP 기본 정책·HSTS·nosniff 등). 빌드 때 환경변수(NEXT_PUBLIC_API_URL,
 * NEXT_PUBLIC_UPLOADS_URL, NEXT_PUBLIC_SENTRY_DSN)로 정해진다. 인라인 스크립트를 막는 두 번째 정책은
 * 캐시된 화면은 route-cache-handler.mjs(해시), 요청마다 그리는 화면은 proxy.ts(nonce)가 붙인다
 */
const sources = policySources(process.env);

const nextConfig: NextConfig = {
  // e2e 와 벤치마크는 따로 빌드해서 개발용 .next 와 섞이지 않게 한다
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // 배포 이미지(Dockerfile)는 standalone 으로 빌드한다: server.js 와 그 서버가 실제로 쓰는 파일만 담긴다.
  // npm start·e2e 는 next start 를 쓰므로 켜지 않는다(next start 는 standalone 빌드에 경고를 낸다)
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // 번들 분석용(npm run bench 가 청크의 출처를 보여 줄 때): 평소 빌드는 소스맵을 내보내지 않는다
  productionBrowserSourceMaps: process.env.BENCH_SOURCEMAPS === '1',
  // e2e 빌드(build:e2e)는 타입 검사를 건너뛴다: npm test 가 같은 검사(tsc --noEmit)를 먼저 돌렸다. 운영 빌드는 그대로 검사한다
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  poweredByHeader: false,
  // 캐시된 화면마다 Next 가 HTML 전체를 JS 로 해시해 ETag 를 단다(FNV-1a): 메인(45KB)에서 요청 하나의 CPU 0.39ms 중
  // 0.06ms. 얻는 것은 새로고침 때의 304 하나(gzip 8KB)뿐이라 끈다. 화면 안의 이동은 HTML 이 아니라 RSC 로 받는다
  // (docs/decisions.md, Caching)
  generateEtags: false,
  compiler: { emotion: true },
  // proxy.ts 가 링크 미리 불러오기(next-router-prefetch 머리글)를 알아보게 한다: 정규화는 그 머리글을 지운다
  skipProxyUrlNormalize: true,
  // 라우트 캐시에 드는 화면마다 인라인 스크립트 해시 정책을 얹는다(lib/security/route-cache-handler.mjs)
  cacheHandler: path.resolve(process.cwd(), 'lib/security/route-cache-handler.mjs'),
  async headers() {
    // 결제 화면만 토스 결제창 SDK 의 주소를 연다(뒤의 규칙이 같은 머리글을 덮는다)
    return [
      { source: '/:path*', headers: securityHeaders(sources) },
      { source: '/checkout/:path*', headers: securityHeaders(sources, { checkout: true }) },
    ];
  },
  // 목록의 ?page=·?category= 를 경로 조각으로 넘긴다: 화면이 검색 매개변수를 읽으면 요청마다 그려야 하지만,
  // 경로 조각이면 쪽마다 라우트 캐시(ISR)에 남는다. 회원이 보는 주소는 그대로(?page=2)다
  async rewrites() {
    const page = (source: string) => ({
      source,
      has: [{ type: 'query' as const, key: 'page', value: '(?<page>[1-9]\\d{0,3})' }],
      destination: `${source}/pages/:page`,
    });
    return {
      beforeFiles: [
        page('/notices'),
        page('/articles'),
        page('/reviews/photos'),
        page('/review'),
        {
          source: '/faq',
          has: [{ type: 'query' as const, key: 'category', value: `(?<category>${FAQ_CATEGORIES.join('|')})` }],
          destination: '/faq/categories/:category',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
