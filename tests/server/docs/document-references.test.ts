import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * 주석·린트 문구·문서가 가리키는 문서는 저장소에 있어야 한다: 저장소를 받은 사람이 따라갈 수 없는 참조는 없느니만 못하다.
 * 소스·테스트·스크립트·문서를 읽어 *.md 참조를 모으고, 저장소 안에서 찾지 못한 것을 모두 보인다.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const self = path.relative(root, import.meta.filename);

/** 빌드·실행이 만드는 폴더와 남의 코드: 저장소의 글이 아니다 */
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.data', 'dist', 'coverage', 'test-results', 'playwright-report', 'bench-results', 'migrations']);
const skippedDir = (name: string) => SKIPPED_DIRS.has(name) || name === '.next' || name.startsWith('.next-');
const BINARY = /\.(png|jpe?g|webp|gif|ico|svg|woff2?|ttf|wasm|pdf|zip|gz|tgz|eml)$/i;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDir(entry.name) ? [] : listFiles(full);
    if (!entry.isFile() || BINARY.test(entry.name) || entry.name === 'package-lock.json') return [];
    return statSync(full).size > 1_000_000 ? [] : [path.relative(root, full)];
  });
}

/** 저장소 안에 있는가(../ 로 저장소 밖의 같은 이름을 찾아 통과하지 않게) */
function inRepo(absolute: string): boolean {
  const rel = path.relative(root, absolute);
  return !rel.startsWith('..') && !path.isAbsolute(rel) && existsSync(absolute);
}

/** 참조를 그 파일의 폴더, 저장소 뿌리, docs/ 순서로 찾는다 */
function resolves(ref: string, fromFile: string): boolean {
  const bases = [path.dirname(path.join(root, fromFile)), root, path.join(root, 'docs')];
  return bases.some((base) => inRepo(path.resolve(base, ref)));
}

const PATTERNS = [
  // 경로가 붙은 문서: docs/product.md, ../shared/ARCHITECTURE.md, tests/helpers/README.md
  /(?<![\w@/-])((?:\.{1,2}\/|[\w@-]+\/)[\w./@-]*?\.md)(?![\w])/g,
  // 이름만 쓴 문서: SPEC.md, README.md, decisions.md (theme.radius.md 같은 속성 접근은 앞의 점으로 거른다)
  /(?<![\w./@-])([\w-]+\.md)(?![\w])/g,
];
/** .md 없이 문서 이름만 쓴 참조: "SPEC §5", "SPEC 대로", "DOMAIN.md" 의 줄임 */
const BARE_DOC_WORD = /(?<![\w./-])(SPEC|CONVENTIONS|DOMAIN|ARCHITECTURE)(?=\s*(?:§|\d+\s*절|대로|의\s|section))/g;

type Missing = { file: string; line: number; ref: string };

function missingReferences(): Missing[] {
  const missing: Missing[] = [];
  for (const file of listFiles(root)) {
    if (file === self) continue;
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, i) => {
      for (const pattern of PATTERNS) {
        for (const m of text.matchAll(pattern)) {
          if (!resolves(m[1], file)) missing.push({ file, line: i + 1, ref: m[1] });
        }
      }
      for (const m of text.matchAll(BARE_DOC_WORD)) missing.push({ file, line: i + 1, ref: `${m[1]} (문서 이름만)` });
    });
  }
  return missing;
}

/** 새 문서들이 이름으로 짚는 파일·폴더: 저장소 뿌리의 폴더로 시작하는 `경로` 만 본다(`lib/schemas/<domain>.ts` 같은 틀은 뺀다) */
const OWN_DOCS = ['docs/product.md', 'docs/conventions.md', 'docs/architecture.md', 'docs/domain.md'];
const TOP_DIRS = ['app', 'components', 'hooks', 'lib', 'server', 'styles', 'tests', 'e2e', 'scripts', 'docs', 'public', '.ci'];
const CODE_PATH = /`((?:[\w.@()[\]-]+\/)+[\w.@()[\]-]*)`/g;

function missingPaths(): Missing[] {
  const missing: Missing[] = [];
  for (const doc of OWN_DOCS) {
    readFileSync(path.join(root, doc), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const m of text.matchAll(CODE_PATH)) {
          const ref = m[1];
          if (!TOP_DIRS.includes(ref.split('/')[0])) continue;
          if (!inRepo(path.join(root, ref))) missing.push({ file: doc, line: i + 1, ref });
        }
      });
  }
  return missing;
}

const show = (list: Missing[]) => list.map((m) => `${m.file}:${m.line} → ${m.ref}`);

describe('저장소 문서 참조', () => {
  it('소스·테스트·스크립트·문서가 가리키는 *.md 문서는 모두 저장소에 있다', () => {
    expect(show(missingReferences())).toEqual([]);
  });

  it('docs/ 의 제품·관례·설계·용어 문서가 이름으로 짚는 파일과 폴더는 모두 있다', () => {
    for (const doc of OWN_DOCS) expect(existsSync(path.join(root, doc)), doc).toBe(true);
    expect(show(missingPaths())).toEqual([]);
  });

  it('검사는 실제로 잡는다: 없는 문서, 저장소 밖으로 나가는 경로, 이름만 쓴 명세 참조', () => {
    const probe = 'server/lib/errors.ts';
    expect(resolves('docs/architecture.md', probe)).toBe(existsSync(path.join(root, 'docs/architecture.md')));
    expect(resolves('SPEC.md', probe)).toBe(false);
    expect(resolves('../shared/ARCHITECTURE.md', 'docs/decisions.md')).toBe(false);
    expect(resolves('../../../shared/SPEC.md', probe)).toBe(false);
    const sample = '// 한 번만(SPEC.md §4), 그 밖은 SPEC 대로; theme.radius.md 는 문서가 아니다';
    expect([...sample.matchAll(PATTERNS[1])].map((m) => m[1])).toEqual(['SPEC.md']);
    expect([...sample.matchAll(BARE_DOC_WORD)].map((m) => m[1])).toEqual(['SPEC']);
  });
});
