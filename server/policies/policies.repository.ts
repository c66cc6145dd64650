import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { policyVersions } from '../db/schema';
import type { PolicyKind } from '../../lib/schemas/policies';

const summaryColumns = {
  id: policyVersions.id,
  kind: policyVersions.kind,
  versionNumber: policyVersions.versionNumber,
  summary: policyVersions.summary,
  effectiveDate: policyVersions.effectiveDate,
  createdAt: policyVersions.createdAt,
};
const columns = { ...summaryColumns, content: policyVersions.content };

export type PolicyVersionSummaryRow = Awaited<ReturnType<typeof listPolicyVersionSummaries>>[number];
export type PolicyVersionRow = NonNullable<Awaited<ReturnType<typeof findPolicyVersionById>>>;

/** 시행일 늦은 것부터(같은 날이면 나중 판부터) */
export function listPolicyVersionSummaries(db: Db, p: { kind?: PolicyKind }) {
  return db
    .select(summaryColumns)
    .from(policyVersions)
    .where(p.kind ? eq(policyVersions.kind, p.kind) : undefined)
    .orderBy(asc(policyVersions.kind), desc(policyVersions.effectiveDate), desc(policyVersions.versionNumber));
}

export async function findPolicyVersionById(db: Db, id: number) {
  const rows = await db.select(columns).from(policyVersions).where(eq(policyVersions.id, id)).limit(1);
  return rows[0] ?? null;
}

/** 그 날(KST) 시행 중인 판: 시행일이 그 날 이전인 것 중 가장 늦은 것 */
export async function findVersionInEffect(db: Db, p: { kind: PolicyKind; today: string }) {
  const rows = await db
    .select(columns)
    .from(policyVersions)
    .where(and(eq(policyVersions.kind, p.kind), lte(policyVersions.effectiveDate, p.today)))
    .orderBy(desc(policyVersions.effectiveDate), desc(policyVersions.versionNumber))
    .limit(1);
  return rows[0] ?? null;
}

/** 판 번호는 종류마다 하나씩 늘린다. 같은 번호가 동시에 들어오면(고유 색인) null: 서비스가 다시 시도한다 */
export async function insertPolicyVersion(
  db: Db,
  v: { kind: PolicyKind; summary: string; content: string; effectiveDate: string; createdByMemberId: number | null; createdAt: Date },
) {
  const next = sql<number>`(select coalesce(max(${policyVersions.versionNumber}), 0) + 1 from ${policyVersions} where ${policyVersions.kind} = ${v.kind})`;
  const rows = await db
    .insert(policyVersions)
    .values({ ...v, versionNumber: next })
    .onConflictDoNothing()
    .returning(columns);
  return rows[0] ?? null;
}

export async function deletePolicyVersion(db: Db, id: number) {
  const rows = await db.delete(policyVersions).where(eq(policyVersions.id, id)).returning({ id: policyVersions.id });
  return rows.length > 0;
}
