import { type Browser, type BrowserContext, expect, test as base } from '@playwright/test';

/** React 가 콘솔로만 알리는 오류: 하이드레이션 불일치, 서버 컴포넌트가 던진 오류(#441) 등 */
const REACT_ERROR = /Minified React error|Hydration|hydrat/i;

/**
 * 모든 e2e 시험의 test: 화면이 잡지 못한 오류(weberror)나 React 오류를 콘솔에 남기면, 시험이 보던 것이 다 맞아도 실패한다.
 * 서버 컴포넌트가 던진 오류는 화면 일부가 조용히 비는 것으로만 보여 눈으로 찾기 어렵다.
 * 기본 컨텍스트만이 아니라 시험이 browser.newContext() 로 따로 연 컨텍스트(운영자 쪽, 접근성 순회)도 본다.
 */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ context, browser }, provide) => {
      const errors: string[] = [];
      const watch = (c: BrowserContext) => {
        c.on('weberror', (e) => errors.push(`${e.page()?.url() ?? ''}: ${e.error().message}`));
        c.on('console', (m) => {
          if (m.type() === 'error' && REACT_ERROR.test(m.text())) errors.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
        });
      };
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext.apply(browser, args);
        watch(created);
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
