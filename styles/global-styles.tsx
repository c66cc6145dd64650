'use client';

import { Global, css } from '@emotion/react';
import { theme, visuallyHidden } from './theme';
import { themeVariables } from './theme-variables';

const { layout, typography, color } = theme;

const globalCss = css`
  :root {
    ${themeVariables()}
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    /* 키보드로 옮겨 간 칸이 아래 고정 바에 가리지 않게(WCAG 2.4.11) */
    scroll-padding-bottom: calc(var(--bottom-bar-height, 0px) + env(safe-area-inset-bottom, 0px));
  }
  /* 아래 고정 바가 떠 있으면 그 높이를 알린다: 토스트와 스크롤 여백이 바 위에 선다 */
  html:has([data-bottom-bar='tab']) {
    --bottom-bar-height: ${layout.tabBarHeight}px;
  }
  html:has([data-bottom-bar='buy']) {
    --bottom-bar-height: ${layout.buyBarHeight}px;
  }
  body {
    margin: 0;
    min-width: ${layout.minWidth}px;
    font-family: ${typography.fontFamily};
    font-size: ${typography.size.md}px;
    line-height: ${typography.lineHeight};
    color: ${color.text};
    background: ${theme.palette.gray[100]};
    word-break: keep-all;
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    padding: 0;
    list-style: none;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
  }
  :focus-visible {
    outline: 2px solid ${color.primary};
    outline-offset: 2px;
  }
`;

export function GlobalStyles() {
  // .visually-hidden: CSS 모듈로 그리는 서버 컴포넌트도 Emotion 화면과 같은 '안 보이는 글자' 규칙을 쓴다
  return <Global styles={[globalCss, { '.visually-hidden': visuallyHidden }]} />;
}
