import { describe, expect, it } from 'vitest';
import { endOfSeoulDay, formatDate, formatWon } from '@/lib/format';

describe('표기', () => {
  it('금액은 9,000원', () => {
    expect(formatWon(9000)).toBe('9,000원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });

  it('날짜는 서울 기준: UTC 15:30 은 서울의 다음 날', () => {
    expect(formatDate('2026-03-10T14:59:00Z')).toBe('2026.03.10');
    expect(formatDate('2026-03-10T15:30:00Z')).toBe('2026.03.11');
  });

  it('서울의 하루 끝은 다음 날 0시(UTC 15:00)', () => {
    const end = new Date('2026-03-10T15:00:00Z').getTime();
    expect(endOfSeoulDay(new Date('2026-03-10T00:00:00Z').getTime())).toBe(end);
    expect(endOfSeoulDay(new Date('2026-03-10T14:59:59Z').getTime())).toBe(end);
    expect(endOfSeoulDay(end)).toBe(end + 24 * 60 * 60 * 1000);
  });
});
