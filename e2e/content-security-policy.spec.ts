import { type Page, expect, test } from '@playwright/test';

/**
 * 콘텐츠 보안 정책이 끼어든 스크립트를 정말 막는지: 서버가 보낸 HTML 에 인라인 스크립트와 on* 속성을 끼워 넣고
 * (정책 머리글은 서버가 보낸 그대로) 그것이 돌지 않는데 Next 자신의 스크립트는 돌아 화면이 살아나는지 본다.
 * 일부러 위반을 일으키므로 fixtures 의 test(위반이 있으면 실패) 대신 Playwright 의 test 를 쓴다.
 */
const INJECTED = '<script>window.__injected = "script"</script><img src="/favicon.ico" alt="" onload="window.__injected = \'handler\'">';

async function loadWithInjection(page: Page, path: string) {
  const violations: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, directive: string) => violations.push(directive));
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => window.__cspViolation(e.effectiveDirective + ' ' + e.blockedURI))`);
  let headers: Record<string, string> = {};
  await page.route(
    (url) => url.pathname === path.split('?')[0],
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      headers = response.headers();
      const body = (await response.text()).replace(/<body([^>]*)>/, `<body$1>${INJECTED}`);
      await route.fulfill({ response, body });
    },
  );
  await page.goto(path);
  // 하이드레이션: React 가 붙인 내부 속성이 문서의 요소에 생긴다(Next 의 스크립트가 돌았다)
  await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__react')))).toBe(true);
  return { violations, headers, injected: await page.evaluate(() => (window as unknown as { __injected?: string }).__injected ?? null) };
}

/** 두 정책: 기본 정책(모든 화면)과 스크립트 정책(해시나 nonce, 'unsafe-inline' 없음) */
function policies(headers: Record<string, string>) {
  const all = (headers['content-security-policy'] ?? '').split(/,\s*|\n/).filter(Boolean);
  return [all.find((p) => p.startsWith('default-src')) ?? '', all.find((p) => p.startsWith('script-src')) ?? ''];
}

test('캐시된 상품 화면은 Next 의 인라인 스크립트만 해시로 허락하고, 끼어든 스크립트와 on* 속성은 돌지 않는다', async ({ page, request }) => {
  await request.get('/products/1');
  const second = await request.get('/products/1');
  expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

  const { violations, headers, injected } = await loadWithInjection(page, '/products/1');
  const [base, scripts] = policies(headers);
  expect(base).toContain("object-src 'none'");
  expect(base).toContain("frame-ancestors 'none'");
  expect(base).toContain("base-uri 'self'");
  expect(base).not.toContain('unsafe-eval');
  expect(scripts).toMatch(/^script-src( 'sha256-[\w+/=]+')+ 'self'$/);
  expect(injected).toBeNull();
  expect(violations.length).toBeGreaterThanOrEqual(2);
  expect(violations.every((v) => v.startsWith('script-src'))).toBe(true);
});

test('요청마다 그리는 계정 화면은 nonce 정책을 받고, 끼어든 스크립트는 돌지 않는다', async ({ page }) => {
  const { violations, headers, injected } = await loadWithInjection(page, '/account/reset-password?token=x');
  const [base, scripts] = policies(headers);
  expect(base).toContain("default-src 'self'");
  expect(scripts).toMatch(/^script-src 'nonce-[\w+/=]+' 'self'$/);
  expect(injected).toBeNull();
  expect(violations.length).toBeGreaterThanOrEqual(2);
});
