import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { AUDIT_KIND_PREFIXES } from '../../lib/schemas/audit-logs';
import { auditLogs } from '../../server/db/schema';
import type { TestApp } from './test-app';

/**
 * 한 종류(와 대상)의 작업 기록 줄, 적힌 순서대로. targetId 가 null 이면 대상이 없는 줄(가져오기·대사 실행)만.
 * 콘솔의 '작업 묶음'으로 찾을 수 있는 종류인지도 함께 본다: 묶음 목록에 없는 앞부분이면 운영자가 고를 수 없다.
 */
export async function auditRows(t: TestApp, kind: string, targetId?: number | string | null) {
  expect(Object.keys(AUDIT_KIND_PREFIXES).some((prefix) => kind.startsWith(prefix)), `${kind} 의 묶음`).toBe(true);
  const target = targetId === undefined ? undefined : targetId === null ? isNull(auditLogs.targetId) : eq(auditLogs.targetId, String(targetId));
  return t.db.select().from(auditLogs).where(and(eq(auditLogs.kind, kind), target)).orderBy(asc(auditLogs.id));
}
