import type { RuleIssue } from '../../lib/schemas/admin-catalogue';
import { errorMessage } from '../../lib/schemas/errors';
import { type ApiError, fail, fieldFail } from '../lib/errors';
import { isUniqueViolation } from '../lib/sql';

/** productRuleIssues 의 결과를 한 번에: 필드마다 첫 메시지 */
export function rulesError(issues: RuleIssue[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.')] ??= issue.message;
  return fail('VALIDATION_FAILED', { target: 'json', fields }, issues[0]!.message);
}

export const slugTaken = () => fail('SLUG_TAKEN', { field: 'slug' });

/** 순서 바꾸기: ids 가 모두 있고 한 부모(채널·유형) 아래에 있어야 한다 */
export function assertReorderable<T extends { id: number }>(ids: number[], rows: T[], parentOf: (row: T) => string) {
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const message = errorMessage('REORDER_IDS_MISSING', { ids: missing.join(', ') });
    throw fail('REORDER_IDS_MISSING', { target: 'json', fields: { ids: message } }, { ids: missing.join(', ') });
  }
  if (new Set(rows.map(parentOf)).size > 1) throw fieldFail('REORDER_PARENTS_MIXED', 'ids');
}

/** 슬러그 unique index 에 걸리면 409 (채널은 전체에서, 유형은 채널 안에서 하나) */
export async function orSlugTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}
