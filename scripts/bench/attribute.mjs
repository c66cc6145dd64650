// 첫 화면 청크의 바이트를 소스맵으로 패키지·파일에 나눠 준다(무엇을 줄일지 고를 때).
// 사용: BENCH_SOURCEMAPS=1 NEXT_DIST_DIR=<dir> next build 뒤
//   node scripts/bench/attribute.mjs <distDir> <html 파일 또는 http://주소/경로>
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = Object.fromEntries([...B64].map((c, i) => [c, i]));

function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64_INDEX[ch];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** 생성된 코드의 글자 수를 원본 파일별로 더한다(index map 의 sections 도 따른다). */
function attribute(map, code, totals) {
  if (map.sections) {
    const lines = code.split('\n');
    for (const [i, section] of map.sections.entries()) {
      const { line, column } = section.offset;
      const next = map.sections[i + 1]?.offset;
      const slice = lines.slice(line, next ? next.line + 1 : undefined);
      if (next) slice[slice.length - 1] = slice[slice.length - 1].slice(0, next.column);
      slice[0] = slice[0].slice(column);
      attribute(section.map, slice.join('\n'), totals);
    }
    return;
  }
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    const segments = lineMappings ? lineMappings.split(',').map(decodeVlq) : [];
    let col = 0;
    const starts = [];
    for (const seg of segments) {
      col += seg[0];
      if (seg.length >= 4) source += seg[1];
      starts.push({ col, source: seg.length >= 4 ? map.sources[source] : null });
    }
    for (const [i, s] of starts.entries()) {
      const end = starts[i + 1]?.col ?? text.length;
      const key = s.source ?? '(no source)';
      totals.set(key, (totals.get(key) ?? 0) + Math.max(0, end - s.col));
    }
  });
}

function bucket(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    // DETAIL=next 처럼 주면 그 패키지는 파일 단위로 보여 준다
    if (process.env.DETAIL && rest[0] === process.env.DETAIL) return rest.join('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return source.replace(/^.*\[project\]\//, '').replace(/^turbopack:\/\/\//, '');
}

const [distDir, htmlSource] = process.argv.slice(2);
const html = htmlSource.startsWith('http') ? await (await fetch(htmlSource)).text() : readFileSync(htmlSource, 'utf8');
const srcs = [...new Set((html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []).filter((t) => !/noModule/i.test(t)).map((t) => /src="([^"]+)"/.exec(t)[1]))];
const byPackage = new Map();
for (const src of srcs) {
  const file = path.join(distDir, src.replace(/^\/_next\//, ''));
  const code = readFileSync(file, 'utf8');
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? path.join(path.dirname(file), mapName) : `${file}.map`;
  if (!existsSync(mapFile)) {
    byPackage.set(`(no map) ${src}`, code.length);
    continue;
  }
  const totals = new Map();
  attribute(JSON.parse(readFileSync(mapFile, 'utf8')), code, totals);
  for (const [source, n] of totals) byPackage.set(bucket(source), (byPackage.get(bucket(source)) ?? 0) + n);
}
const sorted = [...byPackage].sort((a, b) => b[1] - a[1]);
const total = sorted.reduce((n, [, v]) => n + v, 0);
for (const [name, n] of sorted.slice(0, Number(process.env.TOP ?? 40))) console.log(`${(n / 1024).toFixed(1).padStart(7)} KB  ${name}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (minified, before gzip)`);
