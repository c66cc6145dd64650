// npx tsx scripts/make-icons.ts – 앱 아이콘(파비콘, 홈 화면 아이콘)을 테마의 브랜드 색으로 다시 만든다.
// 색을 바꾸면 한 번 돌려 결과 파일을 함께 올린다: 빌드마다 그리지 않게(첫 화면과 빌드 시간에 아무것도 보태지 않는다).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { theme } from '../styles/theme';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (file: string) => path.join(root, file);

/** 브랜드 색 바탕에 흰 막대 셋과 오르는 화살표: 글꼴 없이 그려 어디서나 같게 보인다. safe: 마스크용 여백 */
function svg({ rounded, safe }: { rounded: boolean; safe: boolean }) {
  const inner = safe ? 'translate(96 96) scale(0.625)' : 'translate(0 0)';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${theme.color.primary}"/>
  <g transform="${inner}" fill="#fff">
    <rect x="104" y="300" width="72" height="112" rx="16"/>
    <rect x="220" y="236" width="72" height="176" rx="16"/>
    <rect x="336" y="172" width="72" height="240" rx="16"/>
    <path d="M112 236 L236 128 L292 168 L372 100 L356 84 L428 76 L420 148 L404 132 L294 226 L238 186 L134 276 Z"/>
  </g>
</svg>
`;
}

/** PNG 한 장을 담은 ICO(Windows Vista 부터 모든 브라우저가 읽는다) */
function icoOf(pngs: { size: number; data: Buffer }[]) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

const png = (source: string, size: number) => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

const rounded = svg({ rounded: true, safe: false });
const square = svg({ rounded: false, safe: false });
const maskable = svg({ rounded: false, safe: true });

writeFileSync(out('app/icon.svg'), rounded);
writeFileSync(out('app/favicon.ico'), icoOf([{ size: 16, data: await png(rounded, 16) }, { size: 32, data: await png(rounded, 32) }, { size: 48, data: await png(rounded, 48) }]));
// iOS 는 모서리를 스스로 둥글린다
writeFileSync(out('app/apple-icon.png'), await png(square, 180));
writeFileSync(out('public/icons/app-192.png'), await png(rounded, 192));
writeFileSync(out('public/icons/app-512.png'), await png(rounded, 512));
writeFileSync(out('public/icons/app-maskable-512.png'), await png(maskable, 512));
console.log('app/icon.svg, app/favicon.ico, app/apple-icon.png, public/icons/app-{192,512,maskable-512}.png');
