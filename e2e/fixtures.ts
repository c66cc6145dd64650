import { type Browser, type BrowserContext, expect, test as base } from '@playwright/test';

/** React 가 콘솔로만 알리는 오류: 하이드레이션 불일치, 서버 컴포넌트가 던진 오류(#441) 등 */
const REACT_ERROR = /Minified React error|Hydration|hydrat/i;
/** 브라우저가 콘솔에 남기는 CSP 위반(이벤트가 알리기 전에 화면이 떠나도 남는다) */
const CSP_CONSOLE = /Content Security Policy/i;

/**
 * 모든 화면의 securitypolicyviolation 이벤트를 시험 쪽으로 넘긴다. 문서가 만들어질 때 스크립트보다 먼저 돈다.
 * 막힌 것이 무엇인지(지시어, 주소 또는 inline, 스크립트 앞부분)를 남긴다.
 */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolation?.([e.effectiveDirective, e.blockedURI, (e.sample || '').slice(0, 80), e.sourceFile + ':' + e.lineNumber].join(' | '));
});`;

/**
 * 모든 e2e 시험의 test: 화면이 잡지 못한 오류(weberror)나 React 오류를 콘솔에 남기거나, 콘텐츠 보안 정책(CSP)이
 * 무언가를 막으면(securitypolicyviolation), 시험이 보던 것이 다 맞아도 실패한다.
 * 서버 컴포넌트가 던진 오류는 화면 일부가 조용히 비는 것으로만 보여 눈으로 찾기 어렵다.
 * 기본 컨텍스트만이 아니라 시험이 browser.newContext() 로 따로 연 컨텍스트(운영자 쪽, 접근성 순회)도 본다.
 */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ context, browser }, provide) => {
      const errors: string[] = [];
      const watch = async (c: BrowserContext) => {
        c.on('weberror', (e) => errors.push(`${e.page()?.url() ?? ''}: ${e.error().message}`));
        c.on('console', (m) => {
          if (m.type() === 'error' && (REACT_ERROR.test(m.text()) || CSP_CONSOLE.test(m.text()))) errors.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
        });
        // 보안 정책(CSP)이 막은 것은 무엇이든 실패다: 정책이나 화면을 고친다
        await c.exposeBinding('__cspViolation', ({ page }, detail: string) => {
          errors.push(`${page?.url() ?? ''}: CSP 위반 ${detail}`);
        });
        await c.addInitScript(CSP_LISTENER);
      };
      await watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext.apply(browser, args);
        await watch(created);
        return created;
      };
      try {
        await provide();
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, '화면에서 잡히지 않은 오류').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
