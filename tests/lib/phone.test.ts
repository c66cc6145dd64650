import { describe, expect, it } from 'vitest';
import { CellPhoneSchema, MESSAGES } from '@/lib/schemas/members';
import { normalizeCellPhone } from '@/lib/schemas/phone-rules';

describe('normalizeCellPhone – 사람이 적는 여러 모양을 숫자만으로', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['010-1234-5678', '01012345678'],
    [' 010 1234 5678 ', '01012345678'],
    ['010.1234.5678', '01012345678'],
    ['(010)1234-5678', '01012345678'],
    ['+82 10-1234-5678', '01012345678'],
    ['+82 010-1234-5678', '01012345678'],
    ['０１０-１２３４-５６７８', '01012345678'],
    ['016-123-4567', '0161234567'],
    ['019-1234-5678', '01912345678'],
  ])('%j → %s', (raw, digits) => expect(normalizeCellPhone(raw)).toBe(digits));

  it.each(['', null, undefined, '02-1234-5678', '010-123-4567', '010-1234-567', '010-1234-56789', '012-1234-5678', '010-1234-abcd', '1588-1234'])(
    '%j 는 휴대폰 번호가 아니다',
    (raw) => expect(normalizeCellPhone(raw)).toBeNull(),
  );
});

describe('CellPhoneSchema – 가입·회원 정보·소셜 가입의 번호 칸', () => {
  it('알아본 번호는 숫자만으로 바꾸고, 아니면 한국어 문장 하나로 거절한다', () => {
    expect(CellPhoneSchema.parse('010 1234 5678')).toBe('01012345678');
    const bad = CellPhoneSchema.safeParse('02-123-4567');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([MESSAGES.phoneInvalid]);
    expect(CellPhoneSchema.safeParse(12345678).error?.issues.map((i) => i.message)).toEqual([MESSAGES.phoneInvalid]);
  });
});
