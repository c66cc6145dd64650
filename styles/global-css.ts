import { theme, visuallyHidden } from './theme';
import { themeVariables } from './theme-variables';

const { layout, typography, color } = theme;

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const cssValue = (value: string | number) => (typeof value === 'number' && value !== 0 ? `${value}px` : String(value));

/**
 * 모든 화면의 바탕 규칙(테마 변수, 초기화, 초점 테두리, .visually-hidden)을 CSS 글자로.
 * styles/global.css 는 이것을 scripts/make-global-css.ts 가 옮겨 적은 것이다: 정적 파일이면 브라우저가 한 번 받아 두고
 * 화면마다 HTML 에 싣지 않는다(Emotion 의 Global 로 두면 HTML 마다 3 KB 가 넘게 실렸다). 값의 출처는 theme.ts 하나다
 */
export function globalCss(): string {
  const hidden = Object.entries(visuallyHidden)
    .map(([name, value]) => `  ${kebab(name)}: ${cssValue(value)};`)
    .join('\n');
  return `:root {
${themeVariables()
  .split('\n')
  .map((line) => `  ${line}`)
  .join('\n')}
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
/* CSS 모듈로 그리는 서버 컴포넌트도 Emotion 화면과 같은 '안 보이는 글자' 규칙을 쓴다 */
.visually-hidden {
${hidden}
}
`;
}

/** styles/global.css 의 머리말: 손으로 고치지 말라는 안내 */
export const GLOBAL_CSS_HEADER = '/* scripts/make-global-css.ts 가 styles/global-css.ts(테마 토큰)에서 만든다. 손으로 고치지 말 것: npx tsx scripts/make-global-css.ts */\n';
