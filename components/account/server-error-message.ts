import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api/http';
import { UNKNOWN_ERROR } from '@/lib/schemas/common';

/** 서버 봉투의 message 를 그대로 보여 준다. ApiError 가 아닌 것(버그)은 알 수 없는 에러로. */
export function serverErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : UNKNOWN_ERROR.message;
}

/** api 가 칸을 가리킨 오류: meta.fields(검증 실패는 칸마다 문구, 이름 목록이면 봉투의 문구) 또는 meta.field(거절 하나, 봉투의 문구) */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.meta) return {};
  const { field, fields } = error.meta;
  const found: Record<string, string> = {};
  if (Array.isArray(fields)) {
    // 이름만 든 목록(예: 발급된 쿠폰에서 바꿀 수 없는 칸들): 칸마다 봉투의 문구
    for (const name of fields) if (typeof name === 'string') found[name] = error.message;
  } else if (fields && typeof fields === 'object') {
    for (const [key, message] of Object.entries(fields)) if (typeof message === 'string') found[key] = message;
  }
  if (typeof field === 'string') found[field] ??= error.message;
  return found;
}

export type ServerErrorForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/** 폼에 있는 칸인가: 점으로 이은 이름(items.0.quantity)도 값을 따라가 본다 */
function hasField(values: unknown, name: string): boolean {
  let node: unknown = values;
  for (const key of name.split('.')) {
    if (!node || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * api 의 거절을 폼에 보인다(api 로 보내는 모든 폼이 같은 규칙): 칸을 가리키면 그 칸 아래에 붙이고 첫 칸으로 초점을 옮긴다.
 * 칸에 붙이지 못했으면 폼 아래에 보일 문구를, 모두 붙였으면 null 을 돌려준다.
 * 이미 가입된 이메일이 단추 옆에 뜨면 어느 칸을 고쳐야 하는지 다시 찾아야 한다.
 */
export function showServerError<T extends FieldValues>(error: unknown, form: ServerErrorForm<T>): string | null {
  const values = form.getValues();
  let placed = false;
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    if (!hasField(values, name)) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : serverErrorMessage(error);
}
