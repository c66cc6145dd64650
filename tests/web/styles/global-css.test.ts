import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOBAL_CSS_HEADER, globalCss } from '@/styles/global-css';
import { theme } from '@/styles/theme';

const committed = () => readFileSync(path.resolve(__dirname, '../../../styles/global.css'), 'utf8');

describe('styles/global.css – 테마에서 만든 정적 바탕 규칙', () => {
  it('올려 둔 파일이 지금 테마로 만든 것과 같다 (다르면 npx tsx scripts/make-global-css.ts)', () => {
    expect(committed()).toBe(GLOBAL_CSS_HEADER + globalCss());
  });

  it('CSS 모듈이 쓰는 테마 변수, 본문 글꼴, 초점 테두리, .visually-hidden 을 싣는다', () => {
    const css = committed();
    expect(css).toContain(`--gm-color-primary: ${theme.color.primary};`);
    expect(css).toContain(`--gm-gray-200: ${theme.palette.gray[200]};`);
    expect(css).toContain(`--gm-tap-target: ${theme.layout.tapTarget}px;`);
    expect(css).toContain(`font-family: ${theme.typography.fontFamily};`);
    expect(css).toMatch(new RegExp(`:focus-visible \\{\\s+outline: 2px solid ${theme.color.primary};`));
    expect(css).toMatch(/\.visually-hidden \{[^}]*position: absolute;[^}]*width: 1px;[^}]*clip: rect\(0 0 0 0\);/);
  });
});
