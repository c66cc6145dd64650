import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TaskDetailView } from '@/components/admin/tasks/task-detail';
import type { AdminTaskDetail } from '@/lib/schemas/admin-tasks';
import { renderApp } from '../components/render-app';
import { API, adminServer, errorBody, taskDetail } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerDetail(first: AdminTaskDetail, after: AdminTaskDetail = first) {
  let current = first;
  const posts: { path: string; body: unknown }[] = [];
  server.use(
    http.get(`${API}/admin/tasks/${first.id}`, () => HttpResponse.json(current)),
    http.post(`${API}/admin/tasks/${first.id}/:action`, async ({ request, params }) => {
      const text = await request.text();
      posts.push({ path: String(params.action), body: text ? JSON.parse(text) : undefined });
      current = after;
      return HttpResponse.json({ task: after });
    }),
  );
  return posts;
}

describe('/admin/tasks/{id} – 상세와 조치', () => {
  it('처리 이력에 패널 응답을 JSON 으로 보인다', async () => {
    answerDetail(taskDetail());
    renderApp(<TaskDetailView id={77} />);
    const response = await screen.findByLabelText('패널 응답');
    expect(response.textContent).toBe(JSON.stringify({ order: 23501 }, null, 2));
    expect(screen.getByText('주문 전송')).toBeInTheDocument();
  });

  it('보내는 중 멈춘 작업: 다시 보내기는 한 번 더 묻고 confirmNotSent:true 를 보낸 뒤 바뀐 상태를 보인다', async () => {
    const stuck = taskDetail({ status: 0, statusLabel: '대기', phase: 'SENDING', needsAttention: true, panelOrderId: null });
    const posts = answerDetail(stuck, { ...stuck, phase: 'READY', needsAttention: false });
    const user = userEvent.setup();
    renderApp(<TaskDetailView id={77} />);
    await user.click(await screen.findByRole('button', { name: '다시 보내기' }));
    const dialog = screen.getByRole('alertdialog', { name: '다시 보내기' });
    expect(dialog).toHaveTextContent('두 번 주문됩니다');
    expect(posts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '패널에 없음을 확인했고 다시 보내기' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('대기 상태로 되돌렸습니다.'));
    expect(posts).toEqual([{ path: 'retry', body: { confirmNotSent: true } }]);
    expect(screen.queryByRole('button', { name: '다시 보내기' })).not.toBeInTheDocument();
  });

  it('패널이 취소를 거절하면 서버의 한국어 사유를 보이고 작업은 그대로', async () => {
    answerDetail(taskDetail());
    server.use(
      http.post(`${API}/admin/tasks/77/cancel`, () =>
        HttpResponse.json(errorBody('PANEL_CANCEL_REFUSED', '패널이 취소를 거절했습니다: Order cannot be canceled'), { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<TaskDetailView id={77} />);
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(screen.getByRole('alertdialog', { name: '작업 취소' })).toHaveTextContent('패널에 취소를 요청합니다.');
    await user.click(screen.getByRole('button', { name: '취소하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('패널이 취소를 거절했습니다: Order cannot be canceled');
    expect(screen.getAllByText('진행 중').length).toBeGreaterThan(0);
  });
});
