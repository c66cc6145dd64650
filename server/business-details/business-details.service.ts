import type { BusinessDetails, BusinessDetailsBodySchema, BusinessDetailsResponse } from '../../lib/schemas/business-details';
import type { z } from 'zod';
import type { AuditActor } from '../audit-logs/actor';
import { withAudit } from '../audit-logs/with-audit';
import type { AppDeps } from '../lib/context';
import { iso } from '../lib/time';
import * as repo from './business-details.repository';

const toDetails = (r: repo.BusinessDetailsRow): BusinessDetails => ({ ...r, updatedAt: iso(r.updatedAt) });

export async function getBusinessDetails(deps: AppDeps): Promise<BusinessDetailsResponse> {
  const row = await repo.findBusinessDetails(deps.db);
  return { details: row ? toDetails(row) : null };
}

/** 사업자 정보 저장(OWNER): 바꾸기 전·후 값을 작업 기록에 같은 트랜잭션으로. 아무것도 바뀌지 않았으면 기록하지 않는다 */
export async function saveBusinessDetails(deps: AppDeps, body: z.output<typeof BusinessDetailsBodySchema>, actor: AuditActor) {
  const { after } = await withAudit(
    deps,
    actor,
    async (d) => {
      const before = await repo.findBusinessDetails(d.db);
      const after = await repo.upsertBusinessDetails(d.db, { ...body, updatedAt: deps.now() });
      return { before: before ? toDetails(before) : null, after: toDetails(after) };
    },
    ({ before, after }) => {
      const { updatedAt: _b, ...was } = before ?? { updatedAt: '' };
      const { updatedAt: _a, ...now } = after;
      if (before && JSON.stringify(was) === JSON.stringify(now)) return null;
      return { kind: 'business-details.update', targetType: 'business-details', targetId: 1, summary: `사업자 정보 ${before ? '수정' : '등록'}: ${after.companyName}`, before: before ? was : null, after: now };
    },
  );
  return after;
}
