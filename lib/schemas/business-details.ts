import { z } from 'zod';

/** 전자상거래법 §10 의 사업자 정보: 콘솔에서 OWNER 가 적고, 스토어 아래쪽과 결제 화면에 보인다 */
export const BUSINESS_LIMITS = {
  companyName: 60,
  representative: 30,
  address: 200,
  phone: 20,
  mailOrderNumber: 40,
  hostingProvider: 60,
  privacyOfficerName: 30,
  privacyOfficerContact: 254,
} as const;

export const BUSINESS_MESSAGES = {
  required: (label: string) => `${label}을(를) 입력해주세요.`,
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이하로 입력해주세요.`,
  registrationNumberFormat: '사업자등록번호는 숫자 10자리(000-00-00000)로 입력해주세요.',
  registrationNumberChecksum: '사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해주세요.',
  phoneInvalid: '전화번호는 숫자와 하이픈(-)으로 입력해주세요. 예: 02-1234-5678',
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
} as const;

/** 국세청의 사업자등록번호 검증식: 앞 9자리에 1,3,7,1,3,7,1,3,5 를 곱해 더하고, 9번째 자리×5 의 십의 자리를 더한 값으로 끝자리를 맞춘다 */
export function isValidRegistrationNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((acc, w, i) => acc + w * d[i]!, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** 1234567891 → 123-45-67891 */
export const formatRegistrationNumber = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

/** 공정거래위원회 통신판매사업자 정보공개 화면(사업자정보 확인) — 사업자등록번호로 연다 */
export const businessInfoCheckUrl = (digits: string) => `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${digits}`;

const Text = (label: string, max: number) =>
  z
    .string({ error: BUSINESS_MESSAGES.required(label) })
    .trim()
    .min(1, { error: BUSINESS_MESSAGES.required(label) })
    .max(max, { error: BUSINESS_MESSAGES.tooLong(label, max) });

/** 하이픈·띄어쓰기는 입력 편의: 숫자 10자리만 남기고, 검증식이 맞아야 한다 */
export const RegistrationNumberSchema = z
  .string({ error: BUSINESS_MESSAGES.registrationNumberFormat })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, { error: BUSINESS_MESSAGES.registrationNumberFormat })
      .refine(isValidRegistrationNumber, { error: BUSINESS_MESSAGES.registrationNumberChecksum }),
  );

export const BusinessDetailsBodySchema = z.object({
  companyName: Text('상호', BUSINESS_LIMITS.companyName),
  representative: Text('대표자', BUSINESS_LIMITS.representative),
  address: Text('주소', BUSINESS_LIMITS.address),
  phone: Text('전화번호', BUSINESS_LIMITS.phone).regex(/^[0-9-]{8,20}$/, { error: BUSINESS_MESSAGES.phoneInvalid }),
  email: z.string({ error: BUSINESS_MESSAGES.emailInvalid }).trim().max(254).pipe(z.email({ error: BUSINESS_MESSAGES.emailInvalid })),
  registrationNumber: RegistrationNumberSchema,
  mailOrderNumber: Text('통신판매업 신고번호', BUSINESS_LIMITS.mailOrderNumber),
  hostingProvider: Text('호스팅 제공자', BUSINESS_LIMITS.hostingProvider),
  privacyOfficerName: Text('개인정보 보호책임자', BUSINESS_LIMITS.privacyOfficerName),
  privacyOfficerContact: Text('개인정보 보호책임자 연락처', BUSINESS_LIMITS.privacyOfficerContact),
});
export type BusinessDetailsBody = z.input<typeof BusinessDetailsBodySchema>;

export const BusinessDetailsSchema = z.object({
  companyName: z.string(),
  representative: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** 숫자 10자리 */
  registrationNumber: z.string(),
  mailOrderNumber: z.string(),
  hostingProvider: z.string(),
  privacyOfficerName: z.string(),
  privacyOfficerContact: z.string(),
  updatedAt: z.string(),
});
export type BusinessDetails = z.infer<typeof BusinessDetailsSchema>;

/** 아직 적지 않았으면 details 가 null */
export const BusinessDetailsResponseSchema = z.object({ details: BusinessDetailsSchema.nullable() });
export type BusinessDetailsResponse = z.infer<typeof BusinessDetailsResponseSchema>;
