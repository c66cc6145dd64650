// npx tsx scripts/make-global-css.ts – 테마(styles/theme.ts)를 바꾸면 한 번 돌려 styles/global.css 를 함께 올린다.
// 정적 CSS 라 화면마다 HTML 에 싣지 않고 브라우저가 한 번 받아 둔다. 어긋나면 tests/web/styles/global-css.test.ts 가 실패한다
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GLOBAL_CSS_HEADER, globalCss } from '../styles/global-css';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(root, 'styles', 'global.css'), GLOBAL_CSS_HEADER + globalCss());
console.log('styles/global.css');
