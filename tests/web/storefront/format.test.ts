import { describe, expect, it } from 'vitest';
import { endOfSeoulDay, formatCount, formatDate, formatWon } from '@/lib/format';

describe('표기', () => {
  it('금액은 9,000원', () => {
    expect(formatWon(9000)).toBe('9,000원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });

  it('Intl(ko-KR) 과 같은 표기: 0, 음수, 큰 수, 소수', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    for (const n of [0, 7, 999, 1000, 12345, 100000, 999999, 1000000, 123456789, 9007199254740991, -1, -1234, -1234567, 1.5, 1234.5678, 0.0004]) {
      expect(formatCount(n)).toBe(intl.format(n));
      expect(formatWon(n)).toBe(`${intl.format(n)}원`);
    }
    // 하나만 일부러 다르다: 반올림해 0 이 되는 음수를 Intl 은 '-0' 으로 쓰지만 금액에 -0원은 없다
    expect(formatCount(-0.0004)).toBe('0');
  });

  it('날짜는 Intl(Asia/Seoul) 과 같다: 해·달·날이 바뀌는 순간들', () => {
    const intl = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
    const expected = (d: Date) => {
      const parts = intl.formatToParts(d);
      const pick = (type: string) => parts.find((p) => p.type === type)?.value;
      return `${pick('year')}.${pick('month')}.${pick('day')}`;
    };
    for (const iso of ['2025-12-31T14:59:59.999Z', '2025-12-31T15:00:00Z', '2028-02-28T15:00:00Z', '2026-06-30T23:59:59Z', '1999-01-01T00:00:00Z']) {
      expect(formatDate(iso)).toBe(expected(new Date(iso)));
      expect(formatDate(new Date(iso))).toBe(expected(new Date(iso)));
    }
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
