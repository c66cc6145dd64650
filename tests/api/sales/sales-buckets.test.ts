import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let owner: TestMember;
let member: TestMember;
let fx: ServiceFixtures;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin('OWNER');
  member = await t.signup();
  fx = await serviceFixtures(t, owner.accessToken);
});
afterAll(() => t.close());

const pay = (iso: string, unitPrice = 100) => fx.paidService({ memberId: member.memberId, unitPrice, quantity: 100, now: new Date(iso) });
const sales = (query: string, token = owner.accessToken) => t.json('GET', `/v1/admin/sales?${query}`, undefined, token);
const pick = (series: { bucket: string; sales: number; orders: number }[]) => series.map(({ bucket, sales: s, orders }) => ({ bucket, sales: s, orders }));

describe('GET /v1/admin/sales – 구간은 서울 시각으로 나눈다', () => {
  it('일별: UTC 23:30 의 결제는 서울의 다음 날, 서울 자정 직전·직후는 각각 그날에 든다', async () => {
    await pay('2025-03-10T23:30:00Z', 100); // 서울 3월 11일 08:30 → 10,000원
    await pay('2025-03-10T14:59:00Z', 200); // 서울 3월 10일 23:59 → 20,000원
    await pay('2025-03-09T15:00:00Z', 300); // 서울 3월 10일 00:00 → 30,000원
    await pay('2025-03-09T14:59:59Z', 400); // 서울 3월 9일 23:59:59 → 기간 밖
    const res = await sales('from=2025-03-10&to=2025-03-11&unit=day');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2025-03-10', to: '2025-03-11', unit: 'day' });
    expect(pick(res.body.series)).toEqual([
      { bucket: '2025-03-10', sales: 50_000, orders: 2 },
      { bucket: '2025-03-11', sales: 10_000, orders: 1 },
    ]);
    expect(res.body.totals).toMatchObject({ sales: 60_000, refunds: 0, netSales: 60_000, orders: 3, panelCost: 0, margin: 60_000, marginRate: 100 });
  });

  it('주별은 월요일(서울)에, 월별은 1일에 시작한다', async () => {
    // 2025-06-01 은 일요일, 06-02 는 월요일
    await pay('2025-05-31T14:00:00Z', 100); // 서울 5/31(토) 23:00
    await pay('2025-05-31T15:30:00Z', 200); // 서울 6/1(일) 00:30
    await pay('2025-06-01T14:00:00Z', 300); // 서울 6/1(일) 23:00
    await pay('2025-06-01T15:00:00Z', 400); // 서울 6/2(월) 00:00
    const week = await sales('from=2025-05-31&to=2025-06-02&unit=week');
    expect(week.status).toBe(200);
    expect(pick(week.body.series)).toEqual([
      { bucket: '2025-05-26', sales: 60_000, orders: 3 },
      { bucket: '2025-06-02', sales: 40_000, orders: 1 },
    ]);
    const month = await sales('from=2025-05-31&to=2025-06-02&unit=month');
    expect(pick(month.body.series)).toEqual([
      { bucket: '2025-05-01', sales: 10_000, orders: 1 },
      { bucket: '2025-06-01', sales: 90_000, orders: 3 },
    ]);
  });

  it('매출이 없는 구간도 0 으로 채워 보낸다', async () => {
    const res = await sales('from=2025-01-01&to=2025-01-03');
    expect(res.status).toBe(200);
    expect(pick(res.body.series)).toEqual(['2025-01-01', '2025-01-02', '2025-01-03'].map((bucket) => ({ bucket, sales: 0, orders: 0 })));
    expect(res.body.totals).toMatchObject({ sales: 0, netSales: 0, orders: 0, marginRate: null });
    expect(res.body.topProducts).toEqual([]);
  });

  it('기간을 비우면 오늘(서울)까지 30일, 일별', async () => {
    const today = new Date(t.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const res = await sales('');
    expect(res.status).toBe(200);
    expect(res.body.to).toBe(today);
    expect(res.body.unit).toBe('day');
    expect(res.body.series).toHaveLength(30);
    expect(res.body.series[29].bucket).toBe(today);
    expect(res.body.series[0].bucket).toBe(res.body.from);
  });
});

describe('GET /v1/admin/sales – 기간 오류는 한국어 400', () => {
  it.each([
    ['from=2025-03-11&to=2025-03-10', 'from', '시작일은 종료일보다 늦을 수 없습니다.'],
    ['from=2024-01-01&to=2026-01-01', 'to', '조회 기간은 최대 2년까지 고를 수 있습니다.'],
    ['from=2025-02-30&to=2025-03-10', 'from', '없는 날짜입니다.'],
    ['from=2025/03/01&to=2025-03-10', 'from', '날짜는 YYYY-MM-DD 형식이어야 합니다.'],
    ['from=2025-03-01&unit=year', 'unit', '단위는 일(day), 주(week), 월(month) 중에서 골라주세요.'],
  ])('%s → %s: %s', async (query, field, message) => {
    const res = await sales(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(message);
    expect(res.body.meta.fields[field]).toBe(message);
  });

  it('2년에서 하루 모자란 기간은 받는다', async () => {
    const res = await sales('from=2024-01-01&to=2025-12-31&unit=month');
    expect(res.status).toBe(200);
    expect(res.body.series).toHaveLength(24);
  });
});

describe('GET /v1/admin/sales/export – 구간별 숫자를 CSV 로', () => {
  it('UTF-8 BOM, RFC 4180(쉼표가 든 칸만 따옴표, 숫자는 숫자), CRLF, 합계 줄까지', async () => {
    const res = await t.request('/v1/admin/sales/export?from=2025-03-10&to=2025-03-11', { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="sales-2025-03-10-2025-03-11-day.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      '"구간(일별, 시작일)",매출,환불,순매출,주문 수,패널 원가,마진\r\n' +
        '2025-03-10,50000,0,50000,2,0,50000\r\n' +
        '2025-03-11,10000,0,10000,1,0,10000\r\n' +
        '합계 2025-03-10~2025-03-11,60000,0,60000,3,0,60000\r\n',
    );
  });
});
