import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/sales/sales-csv';

describe('매출 CSV 칸', () => {
  it('=, +, -, @ 로 시작하는 글자는 앞에 \' 를 붙이고, 모든 칸을 큰따옴표로 감싼다', () => {
    expect(['=SUM(A1)', '+82', '-1', '@cmd', 'a"b', '보통'].map(csvCell)).toEqual(['"\'=SUM(A1)"', '"\'+82"', '"\'-1"', '"\'@cmd"', '"a""b"', '"보통"']);
  });
  it('숫자는 음수여도 숫자 그대로(수식이 아니다), 파일은 BOM 과 CRLF', () => {
    expect(csvCell(-500)).toBe('"-500"');
    expect(toCsv([['구간', '마진'], ['2026-11-01', -500]])).toBe('\uFEFF"구간","마진"\r\n"2026-11-01","-500"\r\n');
  });
});
