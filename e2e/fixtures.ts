import { type Page, expect, test as base } from '@playwright/test';

/** React 가 콘솔로만 알리는 오류: 하이드레이션 불일치, 서버 컴포넌트가 던진 오류(#441) 등 */
const REACT_ERROR = /Minified React error|Hydration|hydrat/i;

/**
 * 모든 e2e 시험의 test: 화면이 잡지 못한 오류(pageerror)나 React 오류를 콘솔에 남기면, 시험이 보던 것이 다 맞아도 실패한다.
 * 서버 컴포넌트가 던진 오류는 화면 일부가 조용히 비는 것으로만 보여 눈으로 찾기 어렵다.
 */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
        page.on('console', (m) => {
          if (m.type() === 'error' && REACT_ERROR.test(m.text())) errors.push(`${page.url()}: ${m.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(errors, '화면에서 잡히지 않은 오류').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
