import type { Db } from '../db/client';

const RETRYABLE = new Set(['40P01', '40001']);

function pgCode(err: unknown): string | null {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return null;
}

/** LIKE/ILIKE 패턴에 넣을 사용자 입력: %, _, \ 를 글자 그대로 찾게 한다 */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Postgres unique_violation(23505). drizzle 은 드라이버 오류를 cause 로 감싸므로 몇 단계 따라 내려간다 */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** 그 오류(또는 감싼 원인)의 PostgreSQL 코드가 code 인가 */
export const hasPgCode = (err: unknown, code: string) => pgCode(err) === code;

/**
 * 패널의 답을 적는 트랜잭션. 다른 곳(회원의 대상 변경, 운영자 조치)은 서비스 → 작업 순으로 잠글 수 있어
 * 교착(40P01)이 나면 PostgreSQL 이 한쪽을 되돌린다. 패널이 이미 받은 주문을 잃지 않도록 몇 번 다시 적는다.
 */
export async function recordTx<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (i >= attempts || !RETRYABLE.has(pgCode(err) ?? '')) throw err;
    }
  }
}
