import { describe, expect, it } from 'vitest';
import { formatPhone } from '@/lib/format';

describe('formatPhone – 휴대폰 번호는 입력받은 모양(010-1234-5678)으로 보인다', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
  ])('%s → %s', (value, shown) => expect(formatPhone(value)).toBe(shown));

  it('휴대폰 번호 꼴이 아니면(가린 번호, 유선 번호) 손대지 않고, 없으면 -', () => {
    expect(formatPhone('010****5678')).toBe('010****5678');
    expect(formatPhone('0212345678')).toBe('0212345678');
    expect(formatPhone(null)).toBe('-');
    expect(formatPhone('')).toBe('-');
  });
});
