import type { RuleIssue } from '../../lib/schemas/admin-catalogue';
import { ApiError } from '../lib/errors';
import { isUniqueViolation } from '../lib/sql';

/** 라우터의 zod 검증 실패와 같은 모양({target, fields})으로, 서비스에서 찾은 입력 오류를 알린다 */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', 400, message, { target: 'json', fields: { [field]: message } });
}

/** productRuleIssues 의 결과를 한 번에: 필드마다 첫 메시지 */
export function rulesError(issues: RuleIssue[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.')] ??= issue.message;
  return new ApiError('VALIDATION_FAILED', 400, issues[0]!.message, { target: 'json', fields });
}

export const slugTaken = () => new ApiError('SLUG_TAKEN', 409, '이미 쓰고 있는 슬러그입니다. 다른 슬러그를 입력해주세요.', { field: 'slug' });

/** 순서 바꾸기: ids 가 모두 있고 한 부모(채널·유형) 아래에 있어야 한다 */
export function assertReorderable<T extends { id: number }>(ids: number[], rows: T[], parentOf: (row: T) => string) {
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError('ids', `없는 id가 있습니다: ${missing.join(', ')}`);
  if (new Set(rows.map(parentOf)).size > 1) throw fieldError('ids', '같은 채널(상품은 같은 상품 유형)에 속한 것끼리만 순서를 바꿀 수 있습니다.');
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
