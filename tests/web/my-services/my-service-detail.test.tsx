import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Component, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyServiceDetail } from '@/components/my-page/services/my-service-detail';
import { closeModal, getModalState } from '@/lib/modal';
import { REFILL_SEMANTICS } from '@/lib/schemas/fulfilment';
import { REFILL_IN_PROGRESS, type MyServiceDetail as Detail } from '@/lib/schemas/services';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer } from '../my-purchases/fixtures';
import { LOAD, serviceDetail, task } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

/** notFound() 가 던진 것을 잡아 화면에 적는다 (Next 의 not-found 경계 대신) */
class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  render() {
    return this.state.error ? <p>{this.state.error}</p> : this.props.children;
  }
}

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => {
  server.resetHandlers();
  if (getModalState()) closeModal();
});
afterAll(() => server.close());

const DETAIL = `${API}/my-page/${MEMBER_ID}/services/501`;

/** 상세를 답한다. next 가 있으면 그다음부터는 그것을(바꾼 뒤 다시 읽기) */
function answer(first: Detail, next?: () => Detail | null) {
  let calls = 0;
  server.use(
    http.get(DETAIL, () => {
      calls += 1;
      return HttpResponse.json(calls > 1 && next ? (next() ?? first) : first);
    }),
  );
  return { calls: () => calls };
}

describe('GET /v1/my-page/{memberId}/services/{serviceId} – 서비스 상세 화면', () => {
  it('요약(상태·진행 막대·대상·수량·완료일시·재충전 기한)과 작업 흐름(주문 → 재충전, 만든 순서)', async () => {
    answer(
      serviceDetail({
        status: 'COMPLETED',
        statusLabel: '완료',
        progress: 100,
        remains: 0,
        completedAt: '2026-01-06T03:00:00.000Z',
        refillDeadline: '2026-02-05T03:00:00.000Z',
        hasOpenRefill: true,
        canRefill: false,
        tasks: [
          task({ id: 900, status: 2, statusLabel: '완료', remains: 0, finishedAt: '2026-01-06T03:00:00.000Z' }),
          task({ id: 901, kind: 'REFILL', kindLabel: '리필', parentTaskId: 900, status: 0, statusLabel: '대기', quantity: 0, startCount: null, remains: null, createdAt: '2026-01-20T01:00:00.000Z', sentAt: null }),
        ],
      }),
    );
    renderApp(<MyServiceDetail id={501} />);
    const summary = await screen.findByRole('region', { name: '인스타그램 한국인 팔로워' }, LOAD);
    expect(summary).toHaveTextContent('완료');
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(summary).toHaveTextContent('growth.demo');
    expect(summary).toHaveTextContent('1,000개');
    expect(summary).toHaveTextContent('52,250원');
    expect(summary).toHaveTextContent('2026.01.06 12:00');
    expect(summary).toHaveTextContent('2026.02.05 12:00까지');
    // 열린 재충전은 '진행 중'만이 아니라 줄어든 만큼 채우고, 없으면 그대로 끝난다고 말한다
    expect(summary).toHaveTextContent(REFILL_IN_PROGRESS);
    expect(screen.queryByRole('button', { name: '리필 신청' })).toBeNull();

    const steps = within(screen.getByRole('list', { name: '작업 흐름' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('주문');
    expect(steps[0]).toHaveTextContent('완료');
    expect(steps[0]).toHaveTextContent('수량 1,000개');
    expect(steps[0]).toHaveTextContent('시작 수치 1,200');
    expect(steps[0]).toHaveTextContent('종료 2026.01.06 12:00');
    expect(steps[1]).toHaveTextContent('리필');
    expect(steps[1]).toHaveTextContent('대기');
    expect(steps[1]).toHaveTextContent('줄어든 수량만큼 다시 채움');
    expect(steps[1]).not.toHaveTextContent('수량 0개');
    expect(steps[1]).toHaveTextContent(REFILL_SEMANTICS);
    expect(steps[0]).not.toHaveTextContent(REFILL_SEMANTICS);
    // 시작 전이 아니면 대상 변경 폼이 없다
    expect(screen.queryByRole('region', { name: '대상 변경' })).toBeNull();
  });

  it('일일 상품은 수량 × 일수, 작업이 아직 없으면 안내 문구', async () => {
    answer(serviceDetail({ productKind: 'DAILY', quantity: 10, days: 30, status: 'WAITING', statusLabel: '시작 전', progress: 0, remains: null, tasks: [] }));
    renderApp(<MyServiceDetail id={501} />);
    const summary = await screen.findByRole('region', { name: '인스타그램 한국인 팔로워' }, LOAD);
    expect(summary).toHaveTextContent('10개 × 30일');
    expect(screen.getByRole('region', { name: '진행 내역' })).toHaveTextContent('곧 작업이 시작됩니다.');
  });

  it('재충전 요청 버튼은 canRefill 일 때만, 후기 작성은 reviewable 일 때만', async () => {
    answer(serviceDetail({ status: 'COMPLETED', statusLabel: '완료', canRefill: true, reviewable: true }));
    const user = userEvent.setup();
    renderApp(<MyServiceDetail id={501} />);
    expect(await screen.findByRole('button', { name: '리필 신청' }, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '후기 작성' }));
    expect(getModalState()).toMatchObject({ kind: 'reviewWrite', serviceId: 501 });
  });

  it('후기를 이미 쓴 서비스(reviewable false)에는 후기 작성 버튼이 없다', async () => {
    answer(serviceDetail({ status: 'COMPLETED', statusLabel: '완료', reviewable: false }));
    renderApp(<MyServiceDetail id={501} />);
    await screen.findByRole('region', { name: '인스타그램 한국인 팔로워' }, LOAD);
    expect(screen.getByRole('button', { name: '문의하기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '후기 작성' })).toBeNull();
  });

  it('api 가 403(남의 서비스)이면 notFound() 로 없는 페이지를 보인다', async () => {
    server.use(http.get(DETAIL, () => HttpResponse.json({ code: 'NOT_YOUR_RESOURCE', message: '본인의 서비스가 아닙니다.', meta: null }, { status: 403 })));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(
      <Boundary>
        <MyServiceDetail id={501} />
      </Boundary>,
    );
    expect(await screen.findByText('NEXT_NOT_FOUND', {}, LOAD)).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('PATCH /v1/my-page/{memberId}/services/{serviceId}/account – 대상 변경 폼', () => {
  const waiting = serviceDetail({ status: 'WAITING', statusLabel: '시작 전', progress: 0, remains: null, startCount: null, canChangeAccount: true, tasks: [] });

  it('상품의 대상 규칙에 맞지 않으면 보내지 않고 규칙 문구를 보인다', async () => {
    answer(waiting);
    let sent = 0;
    server.use(
      http.patch(`${DETAIL}/account`, () => {
        sent += 1;
        return HttpResponse.json(waiting);
      }),
    );
    const user = userEvent.setup();
    renderApp(<MyServiceDetail id={501} />);
    const form = await screen.findByRole('region', { name: '대상 변경' }, LOAD);
    const input = within(form).getByLabelText('새 인스타그램 아이디');
    expect(within(form).getByRole('button', { name: '대상 변경' })).toBeDisabled();
    await user.type(input, 'not a name!');
    await user.click(within(form).getByRole('button', { name: '대상 변경' }));
    expect(form).toHaveTextContent('인스타그램 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 30자 이내)');
    expect(sent).toBe(0);
  });

  it('정규화한 대상을 보내고, 바뀐 대상을 상세에 보인다', async () => {
    const changed = { ...waiting, targetKey: 'new.name' };
    let after: Detail | null = null;
    answer(waiting, () => after);
    let body: unknown;
    server.use(
      http.patch(`${DETAIL}/account`, async ({ request }) => {
        body = await request.json();
        after = changed;
        return HttpResponse.json(changed);
      }),
    );
    const user = userEvent.setup();
    renderApp(<MyServiceDetail id={501} />);
    const form = await screen.findByRole('region', { name: '대상 변경' }, LOAD);
    await user.type(within(form).getByLabelText('새 인스타그램 아이디'), '  @New.Name ');
    await user.click(within(form).getByRole('button', { name: '대상 변경' }));
    expect(body).toEqual({ targetKey: 'new.name' });
    expect(await within(form).findByRole('status')).toHaveTextContent('대상을 new.name(으)로 바꿨습니다.');
    await waitFor(() => expect(screen.getByRole('region', { name: '인스타그램 한국인 팔로워' })).toHaveTextContent('new.name'));
    expect(within(form).getByLabelText('새 인스타그램 아이디')).toHaveValue('');
  });

  it('그사이 작업이 시작되어 api 가 409 면 그 한국어 사유를 보인다', async () => {
    answer(waiting);
    server.use(
      http.patch(`${DETAIL}/account`, () =>
        HttpResponse.json({ code: 'SERVICE_ALREADY_STARTED', message: '이미 작업이 시작되어 대상을 바꿀 수 없습니다.', meta: { status: 'IN_PROGRESS' } }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<MyServiceDetail id={501} />);
    const form = await screen.findByRole('region', { name: '대상 변경' }, LOAD);
    await user.type(within(form).getByLabelText('새 인스타그램 아이디'), 'other_one');
    await user.click(within(form).getByRole('button', { name: '대상 변경' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('이미 작업이 시작되어 대상을 바꿀 수 없습니다.');
  });
});
