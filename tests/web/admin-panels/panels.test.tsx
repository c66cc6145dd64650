import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PanelDetail } from '@/components/admin/panels/panel-detail';
import { PanelList } from '@/components/admin/panels/panel-list';
import type { AdminPanel, PanelMapping, PanelService } from '@/lib/schemas/panels';
import { renderApp } from '../components/render-app';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/admin/panels';

const API = 'http://localhost:4000/v1';
const server = setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function panel(overrides: Partial<AdminPanel> = {}): AdminPanel {
  return {
    id: 1,
    name: '메인 패널',
    kind: 'API_V2',
    apiUrl: 'https://panel.example.com/api/v2',
    apiKeyLast4: 'ab12',
    isActive: true,
    lowBalanceThreshold: '50.00',
    balance: '100.84',
    currency: 'USD',
    balanceCheckedAt: '2026-11-20T01:00:00.000Z',
    servicesSyncedAt: '2026-11-20T01:00:00.000Z',
    serviceCount: 2,
    productCount: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const services: PanelService[] = [
  { serviceId: '1', name: 'IG Followers', type: 'Default', category: 'Instagram', rate: '0.90', min: 50, max: 10000, refill: true, cancel: true, isAvailable: true, syncedAt: '2026-11-20T01:00:00.000Z' },
  { serviceId: '2', name: 'IG Likes', type: 'Default', category: 'Instagram', rate: '0.25', min: 10, max: 5000, refill: false, cancel: false, isAvailable: true, syncedAt: '2026-11-20T01:00:00.000Z' },
];

const mapping: PanelMapping = {
  productId: 100,
  productName: '한국인 팔로워',
  channelName: '인스타그램',
  productTypeName: '팔로워',
  kind: 'SINGLE',
  status: 'SALEABLE',
  minQuantity: 10,
  maxQuantity: 20000,
  panelId: null,
  panelName: null,
  panelServiceId: null,
  service: null,
  warning: '패널 서비스가 연결되지 않았습니다.',
};

describe('패널 목록 (/admin/panels)', () => {
  it('종류·잔액·마지막 동기화·키 끝자리를 보이고, 등록 폼은 API_V2 의 키를 요구한 뒤 POST 한다', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(`${API}/admin/panels`, () => HttpResponse.json({ items: [panel(), panel({ id: 2, name: '내장 시뮬레이터', kind: 'SIMULATOR', apiUrl: null, apiKeyLast4: null, balance: null, servicesSyncedAt: null })] })),
      http.post(`${API}/admin/panels`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(panel({ id: 3, name: '새 패널' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<PanelList />);
    const list = await screen.findByRole('list', { name: '패널 목록' });
    const main = within(list).getByRole('heading', { name: '메인 패널' }).closest('li') as HTMLElement;
    expect(main).toHaveTextContent('패널 API v2');
    expect(main).toHaveTextContent('잔액 100.84 USD');
    expect(main).toHaveTextContent('키 ••••ab12');
    expect(main).toHaveTextContent('마지막 동기화 2026');
    const sim = within(list).getByRole('heading', { name: '내장 시뮬레이터' }).closest('li') as HTMLElement;
    expect(sim).toHaveTextContent('잔액 확인 전');
    expect(sim).toHaveTextContent('마지막 동기화 없음');

    await user.click(screen.getByRole('button', { name: '패널 등록' }));
    const form = screen.getByRole('form', { name: '패널 등록' });
    await user.type(within(form).getByLabelText('패널 이름'), '새 패널');
    await user.type(within(form).getByLabelText('API 주소'), 'https://new.example.com/api/v2');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('패널 API v2 는 API 키가 필요합니다.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(form).getByLabelText('API 키'), 'secret-key-7777');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: '새 패널', kind: 'API_V2', apiUrl: 'https://new.example.com/api/v2', apiKey: 'secret-key-7777', isActive: true });
  });

  it('수정에서 키 칸을 비워 두면 apiKey 를 보내지 않는다', async () => {
    const patched: Record<string, unknown>[] = [];
    server.use(
      http.get(`${API}/admin/panels`, () => HttpResponse.json({ items: [panel()] })),
      http.patch(`${API}/admin/panels/1`, async ({ request }) => {
        patched.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(panel({ name: '이름 바꿈' }));
      }),
    );
    const user = userEvent.setup();
    renderApp(<PanelList />);
    await screen.findByRole('heading', { name: '메인 패널' });
    await user.click(screen.getByRole('button', { name: '수정' }));
    const form = screen.getByRole('form', { name: '패널 수정' });
    expect(within(form).getByLabelText('API 키')).toHaveAttribute('placeholder', '저장된 키 ••••ab12 (바꿀 때만 입력)');
    const name = within(form).getByLabelText('패널 이름');
    await user.clear(name);
    await user.type(name, '이름 바꿈');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({ name: '이름 바꿈', kind: 'API_V2' });
    expect(patched[0]).not.toHaveProperty('apiKey');
  });
});

describe('패널 상세 (/admin/panels/[id])', () => {
  function answerDetail(mappings: PanelMapping[] = [mapping]) {
    const puts: unknown[] = [];
    let current = mappings;
    server.use(
      http.get(`${API}/admin/panels/1`, () => HttpResponse.json(panel())),
      http.get(`${API}/admin/panels/1/services`, () => HttpResponse.json({ items: services, page: 1, size: 20, total: 2 })),
      http.get(`${API}/admin/panels/mappings`, () => HttpResponse.json({ items: current })),
      http.put(`${API}/admin/products/100/panel-service`, async ({ request }) => {
        puts.push(await request.json());
        const service = { name: 'IG Followers', rate: '0.90', min: 50, max: 10000, isAvailable: true };
        const next = { ...mapping, panelId: 1, panelName: '메인 패널', panelServiceId: '1', service, warning: '최소 수량 10이(가) 패널 최소 50보다 작습니다.' };
        current = [next];
        return HttpResponse.json(next);
      }),
    );
    return puts;
  }

  it('서비스 목록과 동기화 결과를 보이고, 패널 오류는 서버 문구로 알린다', async () => {
    answerDetail();
    let fail = false;
    server.use(
      http.post(`${API}/admin/panels/1/sync`, () =>
        fail
          ? HttpResponse.json({ code: 'PANEL_ERROR', message: '패널 응답 오류: 패널 서버 오류 (HTTP 500)', meta: { definite: false } }, { status: 502 })
          : HttpResponse.json({ total: 2, created: 1, updated: 1, disabled: 1, servicesSyncedAt: '2026-11-20T02:00:00.000Z' }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<PanelDetail id={1} />);
    const list = await screen.findByRole('list', { name: '패널 서비스 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('#1 IG Followers');
    expect(list).toHaveTextContent('1,000개당 0.90 · 50~10,000개');

    await user.click(screen.getByRole('button', { name: '서비스 동기화' }));
    expect(await screen.findByRole('status')).toHaveTextContent('동기화 완료: 서비스 2개 (새로 1개, 갱신 1개, 제공 중지 1개)');

    fail = true;
    await user.click(screen.getByRole('button', { name: '서비스 동기화' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('패널 응답 오류: 패널 서버 오류 (HTTP 500)');
  });

  it('상품마다 이 패널의 서비스를 고르면 PUT 하고, 범위 경고를 보인다', async () => {
    const puts = answerDetail();
    const user = userEvent.setup();
    renderApp(<PanelDetail id={1} />);
    const select = await screen.findByLabelText('한국인 팔로워 패널 서비스');
    expect(screen.getByRole('note')).toHaveTextContent('패널 서비스가 연결되지 않았습니다.');
    await waitFor(() => expect(within(select).getByRole('option', { name: '#2 IG Likes' })).toBeInTheDocument());
    await user.selectOptions(select, '1');
    await waitFor(() => expect(puts).toEqual([{ panelId: 1, panelServiceId: '1' }]));
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('최소 수량 10이(가) 패널 최소 50보다 작습니다.'));
    expect(select).toHaveValue('1');
    expect(select.closest('li')).toHaveTextContent('1,000개당 0.90 · 50~10,000개');
  });
});
