import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvResponse, readForExport, seoulDateTime, toCsv, type CsvColumn } from '../../server/lib/csv';
import { ApiError } from '../../server/lib/errors';

describe('csvCell – 수식 주입 막기', () => {
  it.each(['=SUM(A1:A9)', '+82 10', '-2+3', '@cmd', '\tTAB', '\rCR'])('%j 로 시작하는 글자 칸은 작은따옴표가 앞에 붙는다', (raw) => {
    const cell = csvCell(raw);
    // \r 은 따옴표로도 감싸진다
    expect(cell.replace(/^"/, '').startsWith(`'${raw[0]}`)).toBe(true);
  });

  it('=HYPERLINK 는 수식으로 열리지 않는다', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('가운데의 = 나 - 는 그대로 둔다', () => {
    expect(csvCell('a=b-c')).toBe('a=b-c');
    expect(csvCell('홍길동')).toBe('홍길동');
  });

  it('숫자 칸은 음수도 숫자 그대로다(차감 합계를 낼 수 있게)', () => {
    expect(csvCell(-3000)).toBe('-3000');
    expect(csvCell(0)).toBe('0');
  });

  it('빈 값은 빈 칸, 날짜는 ISO', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});

describe('csvCell – RFC 4180 따옴표', () => {
  it('따옴표는 두 번 쓰고 칸을 따옴표로 감싼다', () => {
    expect(csvCell('그는 "좋아요"라고')).toBe('"그는 ""좋아요""라고"');
  });

  it('쉼표·줄바꿈이 있으면 따옴표로 감싼다', () => {
    expect(csvCell('1,000원')).toBe('"1,000원"');
    expect(csvCell('첫 줄\n둘째 줄')).toBe('"첫 줄\n둘째 줄"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });
});

type Row = { id: number; name: string };
const columns: CsvColumn<Row>[] = [
  { header: '번호', value: (r) => r.id },
  { header: '이름', value: (r) => r.name },
];

describe('toCsv', () => {
  it('UTF-8 BOM 으로 시작하고 줄은 CRLF 로 끝난다', () => {
    const csv = toCsv(columns, [
      { id: 1, name: '홍길동' },
      { id: 2, name: '=1+1' },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(`${CSV_BOM}번호,이름\r\n1,홍길동\r\n2,'=1+1\r\n`);
  });

  it('줄이 없어도 머리줄은 있다', () => {
    expect(toCsv(columns, [])).toBe(`${CSV_BOM}번호,이름\r\n`);
  });
});

describe('readForExport', () => {
  it('한도까지는 그대로 돌려준다', async () => {
    const rows = await readForExport(async (limit) => Array.from({ length: Math.min(limit, 3) }, (_, i) => i), 3);
    expect(rows).toEqual([0, 1, 2]);
  });

  it('한도를 넘으면 400 CSV_EXPORT_TOO_LARGE (한국어)', async () => {
    const err = await readForExport(async (limit) => Array.from({ length: limit }, (_, i) => i), 3).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'CSV_EXPORT_TOO_LARGE', status: 400, meta: { limit: 3 } });
    expect((err as ApiError).message).toContain('조건을 좁혀');
  });
});

describe('csvResponse', () => {
  it('text/csv; charset=utf-8 과 서울 날짜가 든 파일 이름', async () => {
    const app = new Hono().get('/', (c) =>
      csvResponse(c, { name: 'purchases', columns, rows: [{ id: 1, name: 'a' }], now: new Date('2026-03-01T16:00:00Z') }),
    );
    const res = await app.request('/');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="purchases-20260302.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('seoulDateTime 은 서울 시각', () => {
    expect(seoulDateTime('2026-03-01T16:05:00Z')).toBe('2026-03-02 01:05');
    expect(seoulDateTime(null)).toBe('');
  });
});
