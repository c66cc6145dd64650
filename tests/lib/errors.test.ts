import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_GROUPS, ERRORS, errorCode, errorMessage, type ErrorDef } from '@/lib/schemas/errors';

const entries = Object.entries(ERRORS) as [string, ErrorDef][];
const ALLOWED_STATUSES = [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 502, 503, 504];
const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('오류 목록(lib/schemas/errors/)', () => {
  it('이름과 code 는 대문자 스네이크, code 를 따로 적으면 이름과 다르다', () => {
    for (const [name, def] of entries) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(errorCode(name as keyof typeof ERRORS)).toMatch(/^[A-Z][A-Z0-9_]*$/);
      if (def.code !== undefined) expect(def.code).not.toBe(name);
    }
  });

  it('상태는 정해진 4xx·5xx 중 하나', () => {
    for (const [, def] of entries) expect(ALLOWED_STATUSES).toContain(def.status);
  });

  // 목록의 규칙: 한국어 문장은 마침표로 끝난다. 밖에서 온 사유를 붙이는 템플릿만 ': {자리}' 나 '. ({자리}...)' 로 끝난다
  it('메시지는 한국어이고 마침표로 끝난다(밖에서 온 사유를 붙이는 템플릿은 : {자리} 또는 . (…) 로)', () => {
    for (const [name, def] of entries) {
      expect(def.message, name).toMatch(/[가-힣]/);
      expect(def.message, name).toMatch(/(\.|: \{\w+\}|\. \([^()]*\{\w+\}[^()]*\))$/);
      expect(def.message, name).not.toMatch(/\s{2}|^\s|\s$/);
    }
  });

  it('도메인 파일끼리 이름이 겹치지 않는다(펼칠 때 덮어쓰지 않게), 목록은 도메인 파일의 합 그대로', () => {
    const names = Object.values(ERROR_GROUPS).flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(ERRORS).sort());
  });

  it('같은 code·상태·메시지를 두 이름이 갖지 않는다', () => {
    const keys = entries.map(([name, def]) => `${def.code ?? name}|${def.status}|${def.message}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('같은 code 는 한 상태만 갖는다 — 이미 계약된 세 code 만 예외', () => {
    const statuses = new Map<string, Set<number>>();
    for (const [name, def] of entries) {
      const code = def.code ?? name;
      statuses.set(code, (statuses.get(code) ?? new Set()).add(def.status));
    }
    const mixed = [...statuses].filter(([, set]) => set.size > 1).map(([code]) => code);
    // 이미 계약된 값: 후기 사진 415·콘솔 이미지 400, 주문 대상 400·서비스 대상 변경 422, 결제사 거절 400·409. 새 code 는 늘리지 않는다
    expect(mixed.sort()).toEqual(['IMAGE_TYPE_UNSUPPORTED', 'INVALID_TARGET', 'PAYMENT_REJECTED'].sort());
  });

  it('errorMessage 는 {자리}를 값으로 채운다', () => {
    expect(errorMessage('REFUND_EXCEEDS_PAID', { refundable: '9,000' })).toBe('환불할 수 있는 금액(9,000원)보다 많습니다.');
    expect(errorMessage('PURCHASE_ALREADY_PAID')).toBe('이미 결제가 끝난 주문입니다.');
  });
});

describe('한 곳에서 만든다', () => {
  it('server/lib 밖에 new ApiError( 가 없다: 서버의 오류는 fail() 로만 만든다', () => {
    const offenders = sourceFiles(path.join(root, 'server'))
      .filter((file) => !file.startsWith(path.join(root, 'server', 'lib') + path.sep))
      .filter((file) => readFileSync(file, 'utf8').includes('new ApiError('))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('오류 목록은 같은 폴더의 파일 말고는 아무것도 import 하지 않는다(스키마와 웹이 순환 없이 가져다 쓴다)', () => {
    const dir = path.join(root, 'lib/schemas/errors');
    for (const file of sourceFiles(dir)) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gm)].map((m) => m[1]);
      for (const from of imports) expect(from, path.relative(root, file)).toMatch(/^\.\/[\w-]+$/);
    }
  });
});
