/**
 * 결제·환불 입력의 규칙(zod 없이): 현금영수증 번호, 계좌, 은행 목록. 계산대 화면과 api 가 같은 것을 쓴다.
 */

/** 가상계좌 결제에서 은행을 고르지 않았을 때: 계산대 화면과 api 검증이 같은 글을 쓴다 */
export const BANK_REQUIRED_MESSAGE = '입금할 은행을 골라주세요.';

/** 현금영수증 종류: 소득공제(개인, 휴대폰 번호) · 지출증빙(사업자, 사업자등록번호) */
export const CASH_RECEIPT_TYPE_LABELS = { INCOME_DEDUCTION: '소득공제', EXPENSE_PROOF: '지출증빙' } as const;
export type CashReceiptKind = keyof typeof CASH_RECEIPT_TYPE_LABELS;
export const CASH_RECEIPT_STATUS_LABELS = { REQUESTED: '발급 대기', ISSUED: '발급 완료', FAILED: '발급 실패', CANCELED: '발급 취소' } as const;

export const digitsOnly = (s: string) => s.replace(/[^0-9]/g, '');

/** 휴대폰 번호(010·011·016·017·018·019, 10~11자리) */
export function isMobileNumber(value: string): boolean {
  return /^01[016789][0-9]{7,8}$/.test(digitsOnly(value));
}

/** 사업자등록번호 10자리와 국세청 검증 숫자(가중치 1,3,7,1,3,7,1,3,5) */
export function isBusinessNumber(value: string): boolean {
  const d = digitsOnly(value);
  if (!/^[0-9]{10}$/.test(d)) return false;
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(d[i]) * w[i]!;
  sum += Math.floor((Number(d[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(d[9]);
}

/** 끝 네 자리만 남기고 가린다(계좌번호처럼 정해진 모양이 없는 번호): ********9012 */
export function maskAccountNumber(value: string): string {
  const d = digitsOnly(value);
  if (d.length <= 4) return '*'.repeat(d.length);
  return `${'*'.repeat(d.length - 4)}${d.slice(-4)}`;
}

/**
 * 현금영수증 번호를 화면에 보일 때는 가운데를 가리고 평소 쓰는 모양으로 끊는다: 휴대폰 010-****-5678,
 * 사업자등록번호 123-**-*7890. 그 밖의 모양은 끝 네 자리만(maskAccountNumber)
 */
export function maskIdentityNumber(value: string): string {
  const d = digitsOnly(value);
  if (isMobileNumber(d)) return `${d.slice(0, 3)}-${'*'.repeat(d.length - 7)}-${d.slice(-4)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-**-*${d.slice(-4)}`;
  return maskAccountNumber(d);
}

export const CASH_RECEIPT_MESSAGES = {
  phone: '소득공제용 휴대폰 번호를 확인해주세요.',
  business: '사업자등록번호 10자리를 확인해주세요.',
} as const;

/**
 * 토스페이먼츠 은행 코드(두 자리)와 이름. 가상계좌를 발급할 수 있는 은행이 먼저, 환불 계좌로만 쓰는 은행이 뒤에.
 */
export const BANKS = [
  { code: '06', name: 'KB국민은행', virtualAccount: true },
  { code: '88', name: '신한은행', virtualAccount: true },
  { code: '20', name: '우리은행', virtualAccount: true },
  { code: '81', name: '하나은행', virtualAccount: true },
  { code: '11', name: 'NH농협은행', virtualAccount: true },
  { code: '03', name: 'IBK기업은행', virtualAccount: true },
  { code: '71', name: '우체국', virtualAccount: true },
  { code: '07', name: 'Sh수협은행', virtualAccount: true },
  { code: '32', name: '부산은행', virtualAccount: true },
  { code: '31', name: 'iM뱅크(대구)', virtualAccount: true },
  { code: '39', name: '경남은행', virtualAccount: true },
  { code: '34', name: '광주은행', virtualAccount: true },
  { code: '37', name: '전북은행', virtualAccount: true },
  { code: '45', name: '새마을금고', virtualAccount: true },
  { code: '89', name: '케이뱅크', virtualAccount: true },
  { code: '90', name: '카카오뱅크', virtualAccount: false },
  { code: '92', name: '토스뱅크', virtualAccount: false },
  { code: '23', name: 'SC제일은행', virtualAccount: false },
  { code: '27', name: '한국씨티은행', virtualAccount: false },
  { code: '48', name: '신협', virtualAccount: false },
  { code: '64', name: '산림조합', virtualAccount: false },
  { code: '50', name: '저축은행', virtualAccount: false },
] as const;
export type BankCode = (typeof BANKS)[number]['code'];
export const BANK_CODES = BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];
export const VIRTUAL_ACCOUNT_BANK_CODES = BANKS.filter((b) => b.virtualAccount).map((b) => b.code) as [BankCode, ...BankCode[]];
export const bankNameOf = (code: string) => BANKS.find((b) => b.code === code)?.name ?? code;

/**
 * 가게 계좌의 은행(설정 BANK_NAME)을 같은 목록의 이름으로: 코드('06'), 목록의 이름('KB국민은행'), 또는 목록의 이름 하나에만
 * 들어 있는 줄임('국민은행', '기업은행')을 받는다. 가게 계좌와 가상계좌가 같은 은행을 다른 이름으로 부르지 않게 한다
 */
export function shopBankNameOf(value: string): string | null {
  const v = value.trim().replace(/\s+/g, '');
  if (!v) return null;
  const exact = BANKS.find((b) => b.code === v || b.name === v);
  if (exact) return exact.name;
  const partial = BANKS.filter((b) => b.name.includes(v));
  return partial.length === 1 ? partial[0].name : null;
}

/** 환불 계좌번호: 숫자 10~16자리(하이픈은 지운다) */
export const isAccountNumber = (value: string) => /^[0-9]{10,16}$/.test(digitsOnly(value));
export const ACCOUNT_MESSAGES = {
  bank: '은행을 골라주세요.',
  number: '계좌번호는 숫자 10~16자리로 입력해주세요.',
  holder: '예금주는 1~20자로 입력해주세요.',
} as const;
