import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  basePolicy,
  frameworkScriptHashes,
  policySources,
  scriptPolicy,
  securityHeaders,
} from '@/lib/security/content-security-policy.mjs';
import { withScriptPolicy } from '@/lib/security/route-cache-handler.mjs';

const PROD = { NODE_ENV: 'production', NEXT_PUBLIC_API_URL: 'https://api.growth.example/' };
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

describe('기본 정책(모든 화면)', () => {
  it('운영: 스크립트는 사이트에서만, eval 없음, 플러그인·base·액자·폼이 닫혀 있다', () => {
    const d = directives(basePolicy(policySources(PROD)));
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('frame-src')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
  });

  it('connect-src·img-src 는 사이트와 api 출처뿐이다(업로드는 기본으로 api 의 /uploads)', () => {
    const d = directives(basePolicy(policySources(PROD)));
    expect(d.get('connect-src')).toEqual(["'self'", 'https://api.growth.example']);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.growth.example']);
    expect(d.has('worker-src')).toBe(false);
  });

  it('개발 서버: React 의 디버그 정보 때문에 unsafe-eval 을 연다', () => {
    const d = directives(basePolicy(policySources({ NODE_ENV: 'development' })));
    expect(d.get('script-src')).toContain("'unsafe-eval'");
    expect(d.get('connect-src')).toContain('http://localhost:4000');
  });

  it('Sentry DSN 이 있으면 그 수집 출처로 보내고 리플레이 일꾼(blob:)을 띄울 수 있다', () => {
    const d = directives(basePolicy(policySources({ ...PROD, NEXT_PUBLIC_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7' })));
    expect(d.get('connect-src')).toEqual(["'self'", 'https://api.growth.example', 'https://o42.ingest.sentry.io']);
    expect(d.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('S3·CDN 공개 주소가 있으면 그 출처의 이미지를 받는다', () => {
    const d = directives(basePolicy(policySources({ ...PROD, NEXT_PUBLIC_UPLOADS_URL: 'https://cdn.growth.example/uploads' })));
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.growth.example', 'https://cdn.growth.example']);
    expect(d.get('connect-src')).not.toContain('https://cdn.growth.example');
  });

  it('결제 화면만 토스 결제창(SDK·결제창 iframe·SDK 호출·결제 폼)을 연다', () => {
    const d = directives(basePolicy(policySources(PROD), { checkout: true }));
    expect(d.get('script-src')).toEqual(["'self'", 'https://js.tosspayments.com', "'unsafe-inline'"]);
    expect(d.get('frame-src')).toEqual(['https://*.tosspayments.com', 'https://*.toss.im']);
    expect(d.get('connect-src')).toContain('https://*.tosspayments.com');
    expect(d.get('form-action')).toEqual(["'self'", 'https://*.tosspayments.com']);
  });

  it('주소가 아닌 값은 정책에 들어가지 않는다', () => {
    const d = directives(basePolicy(policySources({ ...PROD, NEXT_PUBLIC_UPLOADS_URL: 'javascript:alert(1)', NEXT_PUBLIC_SENTRY_DSN: 'nope' })));
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.growth.example']);
    expect(d.get('connect-src')).toEqual(["'self'", 'https://api.growth.example']);
  });
});

describe('스크립트 정책(두 번째 정책)', () => {
  it("nonce 정책에는 'unsafe-inline' 이 없다", () => {
    expect(scriptPolicy(policySources(PROD), { nonce: 'abc' })).toBe("script-src 'nonce-abc' 'self'");
    expect(scriptPolicy(policySources(PROD), { checkout: true, nonce: 'abc' })).toBe("script-src 'nonce-abc' 'self' https://js.tosspayments.com");
    expect(scriptPolicy(policySources({ NODE_ENV: 'development' }), { nonce: 'abc' })).toBe("script-src 'nonce-abc' 'self' 'unsafe-eval'");
  });

  it('캐시된 HTML 에서는 Next·React 모양의 인라인 스크립트만 해시한다: 끼어든 스크립트·데이터·외부 스크립트는 빠진다', () => {
    const next = [
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0hq3jd470kewt.js","static/chunks/3ipfo8c1-g1jr.js"],"runtimeModuleIds":[94553]});',
      '(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])', '$RC("B:0","S:0")'];
    const html = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>',
      '<script>alert(document.cookie)</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      ...next.map((s) => `<script>${s}</script>`),
      '<script>self.__next_f.push([1,"x"]);fetch("//evil")</script>',
      '</body></html>',
    ].join('');
    expect(frameworkScriptHashes(html)).toEqual(next.map(sha));
  });

  it('캐시 항목(APP_PAGE)에 해시 정책을 얹고, 다른 항목은 그대로 둔다', () => {
    const body = '(self.__next_f=self.__next_f||[]).push([0])';
    const page = withScriptPolicy({ kind: 'APP_PAGE', html: `<body><script>${body}</script></body>`, headers: { 'x-next-cache-tags': 'mains' } }, PROD);
    expect(page.headers).toEqual({ 'x-next-cache-tags': 'mains', 'content-security-policy': `script-src '${sha(body)}' 'self'` });
    const route = { kind: 'APP_ROUTE', body: 'x', headers: {} };
    expect(withScriptPolicy(route, PROD)).toEqual({ kind: 'APP_ROUTE', body: 'x', headers: {} });
    expect(withScriptPolicy(null, PROD)).toBeNull();
  });
});

describe('보안 머리글', () => {
  const keys = (h: { key: string }[]) => h.map((x) => x.key);
  it('운영은 HSTS 를 보내고, 개발 서버는 보내지 않는다', () => {
    expect(keys(securityHeaders(policySources(PROD)))).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(keys(securityHeaders(policySources({ NODE_ENV: 'development' })))).not.toContain('Strict-Transport-Security');
    const byKey = Object.fromEntries(securityHeaders(policySources(PROD)).map((h) => [h.key, h.value]));
    expect(byKey['X-Content-Type-Options']).toBe('nosniff');
    expect(byKey['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(byKey['Strict-Transport-Security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
  });
});
