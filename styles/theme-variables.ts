import { theme } from './theme';

/**
 * 테마 토큰을 CSS 변수로: 서버 컴포넌트(런타임 없는 CSS 모듈)도 Emotion 화면과 같은 값을 쓰게 한다.
 * 값의 출처는 theme.ts 하나뿐이고, 여기서는 이름만 붙인다(--gm-gray-200, --gm-color-primary, --gm-size-sm ...).
 */
export function themeVariables(): string {
  const vars: [string, string | number][] = [];
  for (const [name, value] of Object.entries(theme.palette)) {
    if (typeof value === 'string') vars.push([name, value]);
    else for (const [step, hex] of Object.entries(value)) vars.push([`${kebab(name)}-${step}`, hex]);
  }
  for (const [name, value] of Object.entries(theme.color)) vars.push([`color-${kebab(name)}`, value]);
  for (const [name, value] of Object.entries(theme.radius)) vars.push([`radius-${name}`, `${value}px`]);
  for (const [name, value] of Object.entries(theme.typography.size)) vars.push([`size-${name}`, `${value}px`]);
  for (const [name, value] of Object.entries(theme.typography.weight)) vars.push([`weight-${name}`, value]);
  vars.push(['gutter', `${theme.layout.gutter}px`], ['tap-target', `${theme.layout.tapTarget}px`]);
  vars.push(['max-width', `${theme.layout.maxWidth}px`], ['header-height', `${theme.layout.headerHeight}px`], ['tab-bar-height', `${theme.layout.tabBarHeight}px`]);
  return vars.map(([name, value]) => `--gm-${name}: ${value};`).join('\n');
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
