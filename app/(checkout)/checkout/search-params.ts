export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** 같은 이름이 여러 번 오면 첫 값만 */
export const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** 양의 정수 id 만: 아니면 null */
export function idParam(v: string | string[] | undefined): number | null {
  const n = Number(one(v));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
