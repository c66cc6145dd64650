import type { CouponIssueBody, CouponMemberFilter } from '@/lib/schemas/coupons';

export type IssueMode = 'one' | 'list' | 'filter';
export const ISSUE_MODE_LABELS: Record<IssueMode, string> = { one: '한 명에게', list: '번호 목록', filter: '조건으로' };

export type IssueInput = { one: string; list: string; filter: CouponMemberFilter };

/** 입력 → 발급 본문. 한 명은 숫자면 회원 번호, '@' 가 있으면 이메일(정확히 같은 회원). 못 읽으면 한국어 문구 */
export function issueBodyOf(mode: IssueMode, input: IssueInput): { body: CouponIssueBody } | { error: string } {
  if (mode === 'one') {
    const v = input.one.trim();
    if (/^\d+$/.test(v)) return { body: { memberIds: [Number(v)] } };
    if (v.includes('@')) return { body: { filter: { email: v } } };
    return { error: '회원 번호나 이메일을 입력해주세요.' };
  }
  if (mode === 'list') {
    const parts = input.list.split(/[\s,]+/).filter(Boolean);
    if (parts.length === 0) return { error: '회원 번호를 한 개 이상 입력해주세요.' };
    const bad = parts.find((p) => !/^\d+$/.test(p));
    if (bad) return { error: `회원 번호가 아닌 값이 있습니다: ${bad}` };
    return { body: { memberIds: parts.map(Number) } };
  }
  const filter = Object.fromEntries(Object.entries(input.filter).filter(([, v]) => v !== undefined && v !== '')) as CouponMemberFilter;
  return { body: { filter } };
}
