import { describe, expect, it } from 'vitest';
import { isAccountNumber, isBusinessNumber, isMobileNumber, maskAccountNumber, maskIdentityNumber } from '@/lib/schemas/payment-rules';
import { CashReceiptRequestSchema, RefundAccountSchema } from '@/lib/schemas/payments';

describe('현금영수증 번호 규칙', () => {
  it.each(['010-1234-5678', '01012345678', '011-234-5678', '019 9876 5432'])('휴대폰 번호 %s 는 맞다', (v) => expect(isMobileNumber(v)).toBe(true));
  it.each(['02-123-4567', '010-123-456', '012-1234-5678', '0101234567890', ''])('휴대폰 번호 %s 는 틀리다', (v) => expect(isMobileNumber(v)).toBe(false));

  it.each(['120-81-47521', '220-81-62517', '1234567891'])('사업자등록번호 %s 는 검증 숫자가 맞다', (v) => expect(isBusinessNumber(v)).toBe(true));
  it.each(['120-81-47522', '1234567890', '120814752', '12081475210', 'abcdefghij'])('사업자등록번호 %s 는 틀리다', (v) =>
    expect(isBusinessNumber(v)).toBe(false));

  it('현금영수증 번호는 가운데를 가리고 평소 모양으로 끊는다', () => {
    expect(maskIdentityNumber('010-1234-5678')).toBe('010-****-5678');
    expect(maskIdentityNumber('0112345678')).toBe('011-***-5678');
    expect(maskIdentityNumber('1208147521')).toBe('120-**-*7521');
    expect(maskIdentityNumber('123')).toBe('***');
  });

  it('계좌번호는 끝 네 자리만 보인다(휴대폰 번호처럼 보여도 끊지 않는다)', () => {
    expect(maskAccountNumber('01012345678')).toBe('*******5678');
    expect(maskAccountNumber('110-123-456789')).toBe('********6789');
    expect(maskAccountNumber('123')).toBe('***');
  });

  it('CashReceiptRequestSchema: 숫자만 남기고, 종류에 맞는 번호만 받는다', () => {
    expect(CashReceiptRequestSchema.parse({ type: 'INCOME_DEDUCTION', identityNumber: ' 010-1234-5678 ' })).toEqual({ type: 'INCOME_DEDUCTION', identityNumber: '01012345678' });
    const wrong = CashReceiptRequestSchema.safeParse({ type: 'EXPENSE_PROOF', identityNumber: '010-1234-5678' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['identityNumber'], message: '사업자등록번호 10자리를 확인해주세요.' });
    expect(CashReceiptRequestSchema.safeParse({ type: 'OTHER', identityNumber: '01012345678' }).error?.issues[0]?.message).toBe('현금영수증 종류를 골라주세요.');
  });
});

describe('환불 계좌 규칙', () => {
  it('계좌번호는 하이픈을 빼고 숫자 10~16자리', () => {
    expect(isAccountNumber('110-123-456789')).toBe(true);
    expect(isAccountNumber('123456789')).toBe(false);
    expect(isAccountNumber('12345678901234567')).toBe(false);
    expect(RefundAccountSchema.parse({ bankCode: '88', accountNumber: '110-123-456789', holderName: ' 홍길동 ' })).toEqual({ bankCode: '88', accountNumber: '110123456789', holderName: '홍길동' });
    expect(RefundAccountSchema.safeParse({ bankCode: '99', accountNumber: '110123456789', holderName: '홍길동' }).error?.issues[0]?.message).toBe('은행을 골라주세요.');
  });
});
