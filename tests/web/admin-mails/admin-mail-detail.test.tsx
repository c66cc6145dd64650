import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminMailDetail } from '@/components/admin/mails/admin-mail-detail';
import type { AdminMailDetail as Mail } from '@/lib/schemas/member-info';
import { renderApp } from '../components/render-app';

const API = 'http://localhost:4000/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mail(overrides: Partial<Mail> = {}): Mail {
  return {
    id: 7,
    template: 'QNA_REPLY',
    to: 'buyer@example.com',
    subject: '[그로스몰] 문의 답변',
    status: 'FAILED',
    attempts: 5,
    transport: null,
    createdAt: '2026-03-04T05:06:07.000Z',
    sentAt: null,
    text: '답변 본문',
    html: null,
    messageId: null,
    lastError: '550 mailbox unavailable',
    nextAttemptAt: '2026-03-04T06:06:07.000Z',
    ...overrides,
  };
}

function answer(m: Mail) {
  const resends: number[] = [];
  server.use(
    http.get(`${API}/admin/mails/${m.id}`, () => HttpResponse.json(m)),
    http.post(`${API}/admin/mails/${m.id}/resend`, () => {
      resends.push(m.id);
      return HttpResponse.json({ ...m, status: 'PENDING', attempts: 0, lastError: null });
    }),
  );
  return resends;
}

describe('메일 상세 (/admin/mails/{id})', () => {
  it('실패한 문의 답변 메일은 다시 보내기 버튼으로 resend 를 부른다', async () => {
    const resends = answer(mail());
    renderApp(<AdminMailDetail id={7} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '다시 보내기' }));
    await expect.poll(() => resends).toEqual([7]);
  });

  it('실패한 비밀번호 재설정 메일은 다시 보낼 수 없다고 알리고 버튼이 없다. 본문은 숨긴 링크 그대로', async () => {
    const resends = answer(mail({ template: 'RESET_PASSWORD', text: '아래 링크에서 새 비밀번호를 정해주세요.\n(보안을 위해 숨김)' }));
    renderApp(<AdminMailDetail id={7} />);
    expect(await screen.findByText('보안을 위해 비밀번호 재설정·이메일 변경·이메일 인증 메일은 다시 보낼 수 없습니다. 회원이 다시 요청해야 합니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 보내기' })).toBeNull();
    expect(screen.getByLabelText('메일 본문')).toHaveTextContent('(보안을 위해 숨김)');
    expect(resends).toEqual([]);
  });

  it('이메일 변경 메일도 다시 보내기 버튼이 없다', async () => {
    answer(mail({ template: 'CHANGE_EMAIL', text: '(보안을 위해 숨김)' }));
    renderApp(<AdminMailDetail id={7} />);
    expect(await screen.findByText(/다시 보낼 수 없습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 보내기' })).toBeNull();
  });
});
