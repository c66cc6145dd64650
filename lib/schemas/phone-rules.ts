/*
 * 휴대폰 번호 규칙. zod 를 가져오지 않는다: 휴대폰 번호 칸(components/ui/text-field)도 이 규칙으로 다듬는데,
 * 그 칸이 모든 폼 화면에 실린다. 스키마(CellPhoneSchema)는 members.ts 가 이 함수로 만든다.
 */

/** 010 은 010-0000-0000(11자리)만 남았다. 011·016·017·018·019 는 가운데가 세 자리인 번호도 있다 */
const CELL_PHONE_DIGITS = /^(?:010\d{8}|01[16789]\d{7,8})$/;

/**
 * 휴대폰 번호를 한 모양(숫자만, 01012345678)으로. 사람이 적는 여러 모양(010-1234-5678, 010 1234 5678,
 * 010.1234.5678, (010)1234-5678, 전각 숫자)과 소셜 제공자가 주는 국제 모양(+82 10-1234-5678)을 받는다.
 * 휴대폰 번호가 아니면 null. 가입·회원 정보·소셜 가입(CellPhoneSchema)과 알림 발송이 모두 이 규칙 하나를 쓴다
 */
export function normalizeCellPhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const compact = raw.normalize('NFKC').replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+82') ? `0${compact.slice(3).replace(/^0/, '')}` : compact;
  return CELL_PHONE_DIGITS.test(digits) ? digits : null;
}
