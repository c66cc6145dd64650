import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SalesDashboard } from '@/components/admin/sales/sales-dashboard';
import { SalesReportSchema, type SalesReport } from '@/lib/schemas/sales';
import { renderApp } from '../components/render-app';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/admin/sales';

// 차트(recharts)는 크기를 재려고 ResizeObserver 를 쓴다: jsdom 에는 없어 빈 것을 둔다
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResize as unknown as typeof ResizeObserver;

const API = 'http://localhost:4000/v1';
const server = setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  router.replace.mockReset();
});
afterAll(() => server.close());

const zero = { sales: 0, refunds: 0, netSales: 0, orders: 0, panelCost: 0, margin: 0 };
const empty: SalesReport = SalesReportSchema.parse({
  from: '2026-11-01',
  to: '2026-11-03',
  unit: 'day',
  totals: { ...zero, marginRate: null },
  series: ['2026-11-01', '2026-11-02', '2026-11-03'].map((bucket) => ({ bucket, ...zero })),
  byStatus: [],
  byMethod: [],
  topProducts: [],
  topChannels: [],
  costBasis: { tasks: 0, estimatedTasks: 0, unpricedTasks: 0, krwPerUsd: 1400 },
});
const full: SalesReport = SalesReportSchema.parse({
  ...empty,
  totals: { sales: 42_000, refunds: 2_000, netSales: 40_000, orders: 3, panelCost: 10_000, margin: 30_000, marginRate: 75 },
  series: [
    { bucket: '2026-11-01', ...zero },
    { bucket: '2026-11-02', sales: 12_000, refunds: 2_000, netSales: 10_000, orders: 1, panelCost: 4_000, margin: 6_000 },
    { bucket: '2026-11-03', sales: 30_000, refunds: 0, netSales: 30_000, orders: 2, panelCost: 6_000, margin: 24_000 },
  ],
  byStatus: [{ status: 'PAID', label: '결제 완료', orders: 3, amount: 42_000 }],
  byMethod: [
    { method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY', label: '카카오페이', orders: 2, amount: 30_000 },
    { method: 'CARD', easyPayProvider: null, label: '신용·체크카드', orders: 1, amount: 12_000 },
  ],
  topProducts: [{ productId: 7, name: '한국인 팔로워', channelName: '인스타그램', orders: 3, netSales: 40_000 }],
  topChannels: [{ channelId: 1, name: '인스타그램', orders: 3, netSales: 40_000 }],
  costBasis: { tasks: 3, estimatedTasks: 1, unpricedTasks: 0, krwPerUsd: 1400 },
});

function answer(report: SalesReport) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${API}/admin/sales`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(report);
    }),
  );
  return queries;
}

const search = { from: '2026-11-01', to: '2026-11-03', unit: 'day' };

describe('/admin/sales – GET /v1/admin/sales', () => {
  it('매출이 없는 기간이면 차트 대신 빈 안내를 보이고, 합계는 0원, 마진율은 -', async () => {
    answer(empty);
    renderApp(<SalesDashboard search={search} />);
    expect(await screen.findByText('이 기간에는 매출이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '구간별 매출 표' })).not.toBeInTheDocument();
    const kpis = screen.getByRole('region', { name: '기간 합계' });
    expect(within(kpis).getByText('마진율').nextSibling).toHaveTextContent('-');
    expect(within(kpis).getByText('순매출').nextSibling).toHaveTextContent('0원');
    expect(screen.getByText('이 기간에 결제된 주문이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('이 기간에 팔린 상품이 없습니다.')).toBeInTheDocument();
  });

  it('차트의 숫자는 옆의 표에 구간마다, 합계 줄까지 있다', async () => {
    answer(full);
    renderApp(<SalesDashboard search={search} />);
    const table = await screen.findByRole('table', { name: '구간별 매출 표' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['구간 시작일', '매출', '환불', '순매출', '주문 수', '패널 원가', '마진'],
      ['2026-11-01', '0원', '0원', '0원', '0건', '0원', '0원'],
      ['2026-11-02', '12,000원', '2,000원', '10,000원', '1건', '4,000원', '6,000원'],
      ['2026-11-03', '30,000원', '0원', '30,000원', '2건', '6,000원', '24,000원'],
      ['합계', '42,000원', '2,000원', '40,000원', '3건', '10,000원', '30,000원'],
    ]);
    const kpis = screen.getByRole('region', { name: '기간 합계' });
    expect(within(kpis).getByText('마진율').nextSibling).toHaveTextContent('75%');
    const methods = screen.getByRole('table', { name: '결제 수단별 표' });
    expect(within(methods).getByRole('row', { name: '카카오페이 2건 30,000원' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '상위 상품 표' })).getByRole('row', { name: '한국인 팔로워 인스타그램 3건 40,000원' })).toBeInTheDocument();
    expect(screen.getByText(/그중 1건은 패널이 요금을 아직 알려 주지 않아 요율로 어림했습니다/)).toBeInTheDocument();
    expect(screen.queryByText('이 기간에는 매출이 없습니다.')).not.toBeInTheDocument();
  });

  it('단위와 직접 고른 기간은 주소에 남기고 그 조건으로 다시 묻는다', async () => {
    const queries = answer(full);
    renderApp(<SalesDashboard search={search} />);
    await screen.findByRole('table', { name: '구간별 매출 표' });
    expect(queries[0]).toEqual({ from: '2026-11-01', to: '2026-11-03', unit: 'day' });

    await userEvent.click(screen.getByRole('button', { name: '주별' }));
    expect(router.replace).toHaveBeenLastCalledWith('/admin/sales?from=2026-11-01&to=2026-11-03&unit=week', { scroll: false });
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-03', unit: 'week' }));
    expect(screen.getByRole('button', { name: '주별' })).toHaveAttribute('aria-pressed', 'true');

    const from = screen.getByLabelText('시작일(서울)');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-05');
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    // 틀린 기간은 시작일 칸 아래에(칸과 이어진 문구)
    await waitFor(() => expect(from).toHaveAccessibleDescription('시작일은 종료일보다 늦을 수 없습니다.'));
    expect(router.replace).toHaveBeenCalledTimes(1);

    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(router.replace).toHaveBeenLastCalledWith('/admin/sales?from=2026-10-01&to=2026-11-03&unit=week', { scroll: false });
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: '2026-10-01', to: '2026-11-03', unit: 'week' }));
  });

  it('OWNER 가 아니면 서버의 안내를 그대로 보인다', async () => {
    server.use(
      http.get(`${API}/admin/sales`, () =>
        HttpResponse.json({ code: 'ADMIN_ROLE_FORBIDDEN', message: '이 작업을 할 수 있는 권한이 없습니다.', meta: null }, { status: 403 }),
      ),
    );
    renderApp(<SalesDashboard search={search} />);
    // 조회는 한 번 다시 시도한 뒤에 실패를 알린다
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('이 작업을 할 수 있는 권한이 없습니다.');
  });
});

describe('/admin/sales – CSV', () => {
  it('CSV 내보내기는 보고 있는 기간·단위로 /admin/sales/export 를 부르고, 서버가 준 파일 이름으로 저장한다', async () => {
    answer(full);
    const exports: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/admin/sales/export`, ({ request }) => {
        exports.push(Object.fromEntries(new URL(request.url).searchParams));
        return new HttpResponse('\uFEFF구간\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="sales-2026-11-01-2026-11-03-day.csv"' },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:sales');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp(<SalesDashboard search={search} />);
    await screen.findByRole('table', { name: '구간별 매출 표' });
    await userEvent.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    await waitFor(() => expect(saved).toEqual(['sales-2026-11-01-2026-11-03-day.csv']));
    expect(exports).toEqual([{ from: '2026-11-01', to: '2026-11-03', unit: 'day' }]);
    click.mockRestore();
  });
});
