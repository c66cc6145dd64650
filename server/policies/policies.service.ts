import {
  kindOfSlug,
  POLICY_KINDS,
  POLICY_LABELS,
  type PolicyKind,
  type PolicySlug,
  type PolicyVersion,
  type PolicyVersionCreateBody,
  type PolicyVersionStatus,
  type PolicyVersionSummary,
  type PublicPolicy,
} from '../../lib/schemas/policies';
import type { AuditActor } from '../audit-logs/actor';
import { withAudit } from '../audit-logs/with-audit';
import type { AppDeps } from '../lib/context';
import { fail, fieldFail } from '../lib/errors';
import { iso, kstDate } from '../lib/time';
import * as repo from './policies.repository';

/**
 * 판의 상태는 저장하지 않고 오늘(KST)과 시행일로 센다: 예약한 판은 그 날 0시(KST)에 저절로 지금 판이 된다.
 * 지금 판 = 시행일이 오늘 이전인 것 중 가장 늦은 것. 그보다 앞선 판은 이전 판.
 */
function statusesOf(rows: repo.PolicyVersionSummaryRow[], today: string): Map<number, PolicyVersionStatus> {
  const statuses = new Map<number, PolicyVersionStatus>();
  const currentOf = new Map<PolicyKind, number>();
  // rows 는 종류마다 시행일 늦은 것부터: 처음 만나는 시행된 판이 지금 판
  for (const r of rows) {
    if (r.effectiveDate > today) statuses.set(r.id, 'SCHEDULED');
    else if (!currentOf.has(r.kind)) {
      currentOf.set(r.kind, r.id);
      statuses.set(r.id, 'IN_EFFECT');
    } else statuses.set(r.id, 'SUPERSEDED');
  }
  return statuses;
}

const toSummary = (r: repo.PolicyVersionSummaryRow, status: PolicyVersionStatus): PolicyVersionSummary => ({
  id: r.id,
  kind: r.kind,
  versionNumber: r.versionNumber,
  summary: r.summary,
  effectiveDate: r.effectiveDate,
  status,
  createdAt: iso(r.createdAt),
});

async function summariesOf(deps: AppDeps, kind?: PolicyKind) {
  const rows = await repo.listPolicyVersionSummaries(deps.db, { kind });
  const statuses = statusesOf(rows, kstDate(deps.now()));
  return rows.map((r) => toSummary(r, statuses.get(r.id)!));
}

// GET /v1/policies/{slug} 의 본문: 지금 판과 그 이력, 예고된 다음 판
export async function getPublicPolicy(deps: AppDeps, slug: PolicySlug): Promise<PublicPolicy> {
  const kind = kindOfSlug(slug);
  const today = kstDate(deps.now());
  const [current, summaries] = await Promise.all([repo.findVersionInEffect(deps.db, { kind, today }), summariesOf(deps, kind)]);
  if (!current) throw fail('POLICY_NOT_FOUND');
  const scheduled = summaries.filter((s) => s.status === 'SCHEDULED');
  return {
    kind,
    current: { ...toSummary(current, 'IN_EFFECT'), content: current.content },
    // 가장 먼저 시행될 예약 판
    upcoming: scheduled.at(-1) ?? null,
    history: summaries.filter((s) => s.status !== 'SCHEDULED'),
  };
}

/** 가입이 동의를 적을 판: 오늘 시행 중인 이용약관·개인정보처리방침(없으면 null — 판 없이도 동의 자체는 남긴다) */
export async function versionIdsInEffect(deps: AppDeps, db: AppDeps['db'] = deps.db): Promise<Record<PolicyKind, number | null>> {
  const today = kstDate(deps.now());
  const found = await Promise.all(POLICY_KINDS.map((kind) => repo.findVersionInEffect(db, { kind, today })));
  return Object.fromEntries(POLICY_KINDS.map((kind, i) => [kind, found[i]?.id ?? null])) as Record<PolicyKind, number | null>;
}

export const listPolicyVersions = (deps: AppDeps, kind?: PolicyKind) => summariesOf(deps, kind);

export async function getPolicyVersion(deps: AppDeps, id: number): Promise<PolicyVersion> {
  const row = await repo.findPolicyVersionById(deps.db, id);
  if (!row) throw fail('POLICY_VERSION_NOT_FOUND');
  const summaries = await summariesOf(deps, row.kind);
  const status = summaries.find((s) => s.id === id)?.status ?? 'SCHEDULED';
  return { ...toSummary(row, status), content: row.content };
}

const labelOf = (v: { kind: PolicyKind; versionNumber: number; effectiveDate: string }) =>
  `${POLICY_LABELS[v.kind]} 제${v.versionNumber}판 (시행 ${v.effectiveDate})`;

/**
 * 새 판: 시행일이 오늘(KST)이면 바로 지금 판, 뒤의 날짜면 예약. 지난 날짜는 거절한다 — 이미 지난 날에 시행된 것처럼
 * 적으면 그 사이에 가입한 회원이 동의한 판이 거짓이 된다. 작업 기록과 한 트랜잭션.
 */
export async function createPolicyVersion(deps: AppDeps, body: PolicyVersionCreateBody & { effectiveDate: string }, actor: AuditActor) {
  const now = deps.now();
  if (body.effectiveDate < kstDate(now)) throw fieldFail('POLICY_DATE_IN_PAST', 'effectiveDate');
  const created = await withAudit(
    deps,
    actor,
    async (d) => {
      // 같은 종류의 판이 동시에 만들어져 번호가 겹치면 한 번 더(고유 색인이 둘 중 하나를 막는다)
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const row = await repo.insertPolicyVersion(d.db, { ...body, createdByMemberId: actor.actorMemberId, createdAt: now });
        if (row) return row;
      }
      throw fail('POLICY_VERSION_BUSY');
    },
    (row) => ({
      kind: 'policies.create',
      targetType: 'policies',
      targetId: row.id,
      summary: `정책 판 등록: ${labelOf(row)}`,
      after: { kind: row.kind, versionNumber: row.versionNumber, summary: row.summary, effectiveDate: row.effectiveDate },
    }),
  );
  return getPolicyVersion(deps, created.id);
}

/** 예약한 판만 지운다: 시행된 판은 회원이 동의했을 수 있는 글이라 남긴다 */
export async function deletePolicyVersion(deps: AppDeps, id: number, actor: AuditActor) {
  const version = await getPolicyVersion(deps, id);
  if (version.status !== 'SCHEDULED') throw fail('POLICY_VERSION_IN_EFFECT');
  await withAudit(
    deps,
    actor,
    async (d) => {
      if (!(await repo.deletePolicyVersion(d.db, id))) throw fail('POLICY_VERSION_NOT_FOUND');
    },
    () => ({
      kind: 'policies.delete',
      targetType: 'policies',
      targetId: id,
      summary: `예약한 정책 판 삭제: ${labelOf(version)}`,
      before: { kind: version.kind, versionNumber: version.versionNumber, summary: version.summary, effectiveDate: version.effectiveDate },
    }),
  );
}
