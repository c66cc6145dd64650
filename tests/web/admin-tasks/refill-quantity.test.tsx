import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskDetailView } from '@/components/admin/tasks/task-detail';
import { TaskList } from '@/components/admin/tasks/task-list';
import { REFILL_SEMANTICS } from '@/lib/schemas/fulfilment';
import { renderApp } from '../components/render-app';
import { navigation } from '../next-navigation';
import { API, adminServer, taskDetail, taskSummary } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => navigation.reset('/admin/tasks'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// 패널 재충전은 수량 0 으로 적힌다: 정한 수량이 아니라 줄어든 만큼을 패널이 재어 채운다
const refill = { kind: 'REFILL' as const, quantity: 0, parentTaskId: 70 };

describe('운영 콘솔의 재충전 작업 수량', () => {
  it('목록 카드는 0개가 아니라 "줄어든 만큼"으로 보인다(주문 작업은 그대로 개수)', async () => {
    server.use(
      http.get(`${API}/admin/panels`, () => HttpResponse.json({ items: [] })),
      http.get(`${API}/admin/tasks`, () =>
        HttpResponse.json({ items: [taskSummary({ id: 78, ...refill }), taskSummary({ id: 70 })], page: 1, size: 20, total: 2 }),
      ),
    );
    renderApp(<TaskList />);
    const [refillItem, orderItem] = within(await screen.findByRole('list', { name: '작업 목록' })).getAllByRole('listitem');
    expect(refillItem).toHaveTextContent('줄어든 만큼');
    expect(refillItem).not.toHaveTextContent('0개');
    expect(orderItem).toHaveTextContent('1,000개');
  });

  it('상세의 수량 칸은 뜻을 풀어 쓴다: 줄어든 것이 없으면 채울 것 없이 완료된다', async () => {
    server.use(http.get(`${API}/admin/tasks/78`, () => HttpResponse.json(taskDetail({ id: 78, ...refill, status: 2 }))));
    renderApp(<TaskDetailView id={78} />);
    const quantity = (await screen.findByText('수량')).closest('div')!;
    expect(quantity).toHaveTextContent('줄어든 만큼');
    expect(quantity).toHaveTextContent(REFILL_SEMANTICS);
    expect(quantity).not.toHaveTextContent('0개');
  });
});
