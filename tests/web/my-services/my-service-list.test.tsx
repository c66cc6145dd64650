import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyServiceList } from '@/components/my-page/services/my-service-list';
import { REFILL_HINT, REFILL_IN_PROGRESS, REFILL_REQUESTED, type MyService } from '@/lib/schemas/services';
import { LOAD, service } from './fixtures';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer } from '../my-purchases/fixtures';

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
    expect(within(done!).getByRole('button', { name: '리필 신청' })).toBeInTheDocument();
    expect(within(expired!).queryByRole('button', { name: '리필 신청' })).toBeNull();
    expect(within(running!).queryByRole('button', { name: '리필 신청' })).toBeNull();
  });

  it('재충전 단추는 줄어든 만큼 채운다고 설명하고, 받으면 단추가 사라져도 알림이 같은 뜻을 말하며 카드는 "진행 중"만이 아니라 무엇을 하는지 보인다', async () => {
    let open = false;
    server.use(
      http.get(`${API}/my-page/:memberId/services`, () =>
        HttpResponse.json({
          myServiceList: [service({ id: 9, status: 'COMPLETED', statusLabel: '완료', progress: 100, canRefill: !open, hasOpenRefill: open })],
          page: 1,
          size: 10,
          total: 1,
        }),
      ),
      http.get(`${API}/my-page/:memberId/services/categories`, () => HttpResponse.json({ channels: [], productTypes: [] })),
      http.post(`${API}/my-page/:memberId/services/refill`, () => {
        open = true;
        return HttpResponse.json({ refillTaskId: 77, parentTaskId: 70, quantity: 0 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<MyServiceList />, { toasts: true });
    const button = await screen.findByRole('button', { name: '리필 신청' }, LOAD);
    expect(button).toHaveAccessibleDescription(REFILL_HINT);
    await user.click(button);

    expect(await within(screen.getByTestId('toast-region')).findByText(REFILL_REQUESTED)).toBeInTheDocument();
    const [card] = within(await screen.findByRole('list', { name: '서비스 목록' })).getAllByRole('listitem');
    await waitFor(() => expect(card).toHaveTextContent(REFILL_IN_PROGRESS));
    expect(REFILL_IN_PROGRESS).toContain('줄어든 것이 없으면');
    expect(within(card!).queryByRole('button', { name: '리필 신청' })).toBeNull();
  });

  it('재충전이 거절되면 api 의 한국어 사유를 보인다', async () => {
    answer([service({ id: 9, status: 'COMPLETED', statusLabel: '완료', progress: 100, canRefill: true })]);
    let body: unknown;
    server.use(
      http.post(`${API}/my-page/:memberId/services/refill`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 'REFILL_ALREADY_OPEN', message: '이미 진행 중인 리필 신청이 있습니다.', meta: null }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<MyServiceList />);
    await user.click(await screen.findByRole('button', { name: '리필 신청' }, LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 진행 중인 리필 신청이 있습니다.');
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

  it('조회 기간을 고르면 서울 날짜로 오늘까지 그 달 수만큼 from·to 를 보내고, 전체 기간이면 보내지 않는다', async () => {
    // 서울 2026-03-31 08:00 (UTC 3월 30일 23:00): 3개월 전 12월 31일, 1개월 전은 2월 말일로
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-30T23:00:00.000Z'));
    try {
      const { queries } = answer([service()]);
      const user = userEvent.setup();
      renderApp(<MyServiceList />);
      await screen.findByRole('list', { name: '서비스 목록' }, LOAD);
      const periods = screen.getByRole('group', { name: '조회 기간' });
      expect(within(periods).getByRole('button', { name: '전체 기간' })).toHaveAttribute('aria-pressed', 'true');
      expect(queries[0]!.get('from')).toBeNull();
      expect(queries[0]!.get('to')).toBeNull();

      await user.click(within(periods).getByRole('button', { name: '3개월' }));
      await waitFor(() => expect(queries.at(-1)!.get('from')).toBe('2025-12-31'));
      expect(queries.at(-1)!.get('to')).toBe('2026-03-31');
      expect(within(periods).getByRole('button', { name: '3개월' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(periods).getByRole('button', { name: '1개월' }));
      await waitFor(() => expect(queries.at(-1)!.get('from')).toBe('2026-02-28'));
      expect(queries.at(-1)!.get('to')).toBe('2026-03-31');
      expect(queries.at(-1)!.get('page')).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('서비스가 없으면 안내 문구', async () => {
    answer([]);
    renderApp(<MyServiceList />);
    expect(await screen.findByText('아직 이용한 서비스가 없습니다.', {}, LOAD)).toBeInTheDocument();
  });
});
