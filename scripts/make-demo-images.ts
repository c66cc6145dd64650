// npx tsx scripts/make-demo-images.ts – 데모 배너·아티클 그림(SVG 원본)을 WebP 로 구워 옆에 둔다. 데모 데이터는 WebP 를 쓴다.
// 까닭: <img> 로 띄운 SVG 는 그림마다 따로 문서를 만들어 브라우저 주 스레드에서 글꼴을 찾고 글자를 배치·칠한다(한글 글자가 든 배너는 특히 무겁다).
// 느린 폰 흉내(CPU 4배)에서 메인 화면의 칠하기가 150~250ms 에서 30ms 안팎으로 줄었다. WebP 는 주 스레드 밖에서 풀린다.
// SVG 를 고치면 한 번 돌려 결과 파일을 함께 올린다. 글자는 이 기계의 한글 글꼴(fonts-noto-cjk)로 그려진다.
// SVG 원본은 지우지 않는다: 이전에 심은 데모 데이터(.data/pglite)가 아직 그 주소를 가리킬 수 있다.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// 360px 화면의 꽉 찬 폭 x 기기 배율 2 정도: 이보다 크면 받는 바이트만 는다
const WIDTH = 750;

for (const folder of ['public/images/banners', 'public/images/articles']) {
  for (const file of readdirSync(path.join(root, folder)).filter((f) => f.endsWith('.svg'))) {
    const source = path.join(root, folder, file);
    const target = source.replace(/\.svg$/, '.webp');
    // density: SVG 의 72dpi 기본값으로 그리면 글자 가장자리가 뭉개진다. 두 배로 그려 줄인다
    const { size } = await sharp(source, { density: 144 }).resize({ width: WIDTH }).webp({ quality: 82 }).toFile(target);
    console.log(`${path.relative(root, target)} ${size} bytes`);
  }
}
