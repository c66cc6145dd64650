/** 숫자만 저장한 휴대폰 번호를 010-1234-5678 로 */
export function formatPhone(v: string | null): string {
  if (!v) return '-';
  return v.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');
}
