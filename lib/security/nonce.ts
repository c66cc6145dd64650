import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextRequest, NextResponse } from 'next/server';
import { basePolicy, CHECKOUT_PATH, policySources, scriptPolicy } from './content-security-policy.mjs';

const HEADER = 'content-security-policy';
/** NEXT_PUBLIC_* 는 글자 그대로 적어야 빌드 때 박힌다: next.config 의 기본 정책과 같은 값을 쓰게 */
const BUILD_ENV = {
  NODE_ENV: process.env.NODE_ENV,
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
  NEXT_PUBLIC_UPLOADS_URL: process.env.NEXT_PUBLIC_UPLOADS_URL,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
};

type PrerenderManifest = { routes: Record<string, unknown>; dynamicRoutes: Record<string, { routeRegex: string }> };

let prerendered: ((pathname: string) => boolean) | null = null;

/**
 * 빌드가 라우트 캐시에 둔 화면(정적·ISR)인지: 빌드의 prerender-manifest.json 으로 안다.
 * 그런 화면의 HTML 은 요청마다 그려지지 않으니 nonce 를 실을 수 없다(그쪽은 route-cache-handler.mjs 의 해시 정책).
 * 개발 서버는 모든 화면을 요청마다 그린다.
 */
function isPrerendered(pathname: string): boolean {
  if (process.env.NODE_ENV !== 'production') return false;
  if (!prerendered) {
    try {
      const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
      const exact = new Set(Object.keys(manifest.routes));
      const patterns = Object.values(manifest.dynamicRoutes).map((r) => new RegExp(r.routeRegex));
      prerendered = (p) => exact.has(p) || patterns.some((re) => re.test(p));
    } catch {
      prerendered = () => false;
    }
  }
  return prerendered(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * 요청마다 그리는 화면의 스크립트 정책: 새 nonce 를 요청 머리글의 정책에 실으면 Next 가 자기 스크립트에 그 nonce 를
 * 붙여 그린다. 응답에는 nonce 정책과 기본 정책(next.config 의 것: 프록시가 머리글을 정하면 그쪽은 빠진다)을 함께 단다.
 * 브라우저는 둘 다 지키므로 nonce 없는 인라인 스크립트는 돌지 않는다.
 */
export async function withNonce(request: NextRequest, next: (request: NextRequest) => Promise<NextResponse>): Promise<NextResponse> {
  if (isPrerendered(request.nextUrl.pathname)) return next(request);
  const sources = policySources(BUILD_ENV);
  const checkout = CHECKOUT_PATH.test(request.nextUrl.pathname);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = scriptPolicy(sources, { checkout, nonce });
  request.headers.set(HEADER, policy);
  const response = await next(request);
  // Next 는 프록시의 응답 머리글을 요청 머리글에도 덮어쓴다: 스크립트 정책이 앞이어야 Next 가 nonce 를 읽는다
  response.headers.set(HEADER, policy);
  response.headers.append(HEADER, basePolicy(sources, { checkout }));
  return response;
}
