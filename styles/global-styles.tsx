'use client';

import { Global, css } from '@emotion/react';
import { theme } from './theme';

const { layout, typography, color } = theme;

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
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
  return <Global styles={globalCss} />;
}
