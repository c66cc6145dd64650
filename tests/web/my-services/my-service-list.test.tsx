import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MyServiceList } from '@/components/my-page/services/my-service-list';
import type { MyService } from '@/lib/schemas/services';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer } from '../my-purchases/fixtures';

function service(overrides: Partial<MyService> = {}): MyService {
  return {
    id: 501,
    purchaseId: 31,
    productName: '인스타그램 한국인 팔로워',
    channel: { id: 1, name: '인스타그램' },
    productType: { id: 2, name: '팔로워' },
    productKind: 'SINGLE',
    targetKind: 'INSTAGRAM_USERNAME',
    targetKey: 'growth.demo',
    quantity: 1000,
    days: 1,
    totalPrice: 52_250,
    status: 'IN_PROGRESS',
    statusLabel: '진행 중',
    startCount: 1200,
    remains: 250,
    progress: 75,
    startsOn: null,
    endsOn: null,
    createdAt: '2026-01-05T14:30:00.000Z',
    startedAt: '2026-01-05T14:40:00.000Z',
    completedAt: null,
    refillDays: 30,
    canRefill: false,
    refillDeadline: null,
    hasOpenRefill: false,
    canChangeAccount: false,
    reviewable: false,
    ...overrides,
  };
}

// 여러 시험이 함께 도는 기계에서는 첫 그리기가 1초를 넘기기도 한다
const LOAD = { timeout: 5_000 };

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(rows: MyService[]) {
  const queries: URLSearchParams[] = [];
  const refills: unknown[] = [];
  server.use(
    http.get(`${API}/my-page/:memberId/services/categories`, () =>
      HttpResponse.json({ channels: [{ id: 1, name: '인스타그램' }, { id: 3, name: '유튜브' }], productTypes: [] }),
    ),
    http.get(`${API}/my-page/:memberId/services`, ({ request, params }) => {
      expect(params.memberId).toBe(String(MEMBER_ID));
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ myServiceList: rows, page: 1, size: 10, total: rows.length });
    }),
  );
  return { queries, refills };
}

describe('GET /v1/my-page/{memberId}/services – 서비스 내역 화면', () => {
  it('서비스마다 진행 막대(진행률·시작 수치·남은 수량)와 상태 배지를 보인다', async () => {
    answer([service()]);
    renderApp(<MyServiceList />);
    const list = await screen.findByRole('list', { name: '서비스 목록' }, LOAD);
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('진행 중');
    expect(card).toHaveTextContent('growth.demo');
    expect(card).toHaveTextContent('52,250원');
    const bar = within(card!).getByRole('progressbar', { name: '인스타그램 한국인 팔로워 진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(card).toHaveTextContent('시작 수치 1,200');
    expect(card).toHaveTextContent('남은 수량 250');
    expect(within(card!).getByRole('link', { name: '인스타그램 한국인 팔로워' })).toHaveAttribute('href', '/my-page/services/501');
  });

  it('재충전 요청 버튼은 canRefill 인 서비스에만', async () => {
    answer([
      service({ id: 1, productName: '완료된 팔로워', status: 'COMPLETED', statusLabel: '완료', progress: 100, remains: 0, canRefill: true }),
      service({ id: 2, productName: '기간 지난 팔로워', status: 'COMPLETED', statusLabel: '완료', progress: 100, remains: 0, canRefill: false }),
      service({ id: 3, productName: '진행 중 팔로워' }),
    ]);
    renderApp(<MyServiceList />);
    const list = await screen.findByRole('list', { name: '서비스 목록' }, LOAD);
    const [done, expired, running] = within(list).getAllByRole('listitem');
    expect(within(done!).getByRole('button', { name: '재충전 요청' })).toBeInTheDocument();
    expect(within(expired!).queryByRole('button', { name: '재충전 요청' })).toBeNull();
    expect(within(running!).queryByRole('button', { name: '재충전 요청' })).toBeNull();
  });

  it('재충전이 거절되면 api 의 한국어 사유를 보인다', async () => {
    answer([service({ id: 9, status: 'COMPLETED', statusLabel: '완료', progress: 100, canRefill: true })]);
    let body: unknown;
    server.use(
      http.post(`${API}/my-page/:memberId/services/refill`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 'REFILL_ALREADY_OPEN', message: '이미 진행 중인 재충전 요청이 있습니다.', meta: null }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<MyServiceList />);
    await user.click(await screen.findByRole('button', { name: '재충전 요청' }, LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 진행 중인 재충전 요청이 있습니다.');
    expect(body).toEqual({ serviceId: 9 });
  });

  it('상태 칩과 채널을 고르면 status·snsChannelId 를 보낸다', async () => {
    const { queries } = answer([service()]);
    const user = userEvent.setup();
    renderApp(<MyServiceList />);
    await screen.findByRole('list', { name: '서비스 목록' }, LOAD);
    expect(queries[0]!.get('status')).toBeNull();
    await user.click(within(screen.getByRole('group', { name: '서비스 상태' })).getByRole('button', { name: '완료' }));
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('COMPLETED'));
    await user.selectOptions(await screen.findByRole('combobox', { name: '채널' }), '유튜브');
    await waitFor(() => expect(queries.at(-1)!.get('snsChannelId')).toBe('3'));
    expect(queries.at(-1)!.get('page')).toBe('1');
  });

  it('서비스가 없으면 안내 문구', async () => {
    answer([]);
    renderApp(<MyServiceList />);
    expect(await screen.findByText('아직 이용한 서비스가 없습니다.', {}, LOAD)).toBeInTheDocument();
  });
});
