import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminQnaDetailView } from '@/components/admin/qnas/admin-qna-detail';
import { AdminQnaList } from '@/components/admin/qnas/admin-qna-list';
import { ERRORS, FIELD_MESSAGES } from '@/lib/schemas/errors';
import { navigation } from '../next-navigation';
import { renderApp } from '../components/render-app';
import { adminQna, API, logIn, memberServer } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  logIn(1);
  navigation.reset('/admin/qnas');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/admin/qnas – 문의 대기열', () => {
  it('카드마다 제목(상세 링크)·상태·유형·회원 이메일을 보이고, 상태·유형·이메일·기간으로 거른다', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/admin/qnas`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [adminQna()], page: 1, size: 20, total: 1 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<AdminQnaList />);
    const card = within(await screen.findByRole('list', { name: '문의 목록' })).getByRole('listitem');
    expect(within(card).getByRole('link', { name: '입금 확인 부탁드려요' })).toHaveAttribute('href', '/admin/qnas/31');
    expect(card).toHaveTextContent('답변 대기');
    expect(card).toHaveTextContent('서비스 진행 문의');
    expect(card).toHaveTextContent('demo@example.com');

    await user.selectOptions(screen.getByLabelText('답변 상태'), '답변 대기');
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('WAITING'));
    await user.selectOptions(screen.getByLabelText('문의 유형'), '입금 확인 문의');
    await waitFor(() => expect(queries.at(-1)!.get('category')).toBe('DEPOSIT_QUESTION'));
    await user.type(screen.getByLabelText('회원 이메일'), 'demo');
    await user.type(screen.getByLabelText('접수일 시작'), '2026-01-01');
    await user.type(screen.getByLabelText('접수일 끝'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(queries.at(-1)!.get('email')).toBe('demo'));
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ status: 'WAITING', category: 'DEPOSIT_QUESTION', from: '2026-01-01', to: '2026-01-31', page: '1', size: '20' });
  });
});

describe('/admin/qnas/{id} – 답변', () => {
  it('처음 답하면 답변을 보내고, 메일이 갔다고 알린다', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/admin/qnas/31`, () => HttpResponse.json(adminQna())),
      http.patch(`${API}/admin/qnas/31/reply`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...adminQna({ status: 'ANSWERED', statusLabel: '답변 완료', reply: '확인했습니다.', repliedAt: '2026-01-06T00:00:00.000Z' }), mailQueued: true, mailId: 5 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<AdminQnaDetailView id={31} />);
    expect(await screen.findByRole('heading', { name: '입금 확인 부탁드려요' })).toBeInTheDocument();
    expect(screen.getByText('어제 결제했어요.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '답변' }), '확인했습니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByRole('status')).toHaveTextContent('답변을 저장하고 회원에게 메일을 보냈습니다.');
    expect(bodies).toEqual([{ reply: '확인했습니다.' }]);
  });

  it('이미 답한 문의는 답변을 고치고, 메일 다시 보내기를 골랐을 때만 notify: true', async () => {
    const bodies: unknown[] = [];
    const answered = adminQna({ status: 'ANSWERED', statusLabel: '답변 완료', reply: '첫 답변', repliedAt: '2026-01-06T00:00:00.000Z' });
    server.use(
      http.get(`${API}/admin/qnas/31`, () => HttpResponse.json(answered)),
      http.patch(`${API}/admin/qnas/31/reply`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...answered, reply: '고친 답변', mailQueued: false, mailId: null });
      }),
    );
    const user = userEvent.setup();
    renderApp(<AdminQnaDetailView id={31} />);
    const box = await screen.findByRole('textbox', { name: '답변' });
    expect(box).toHaveValue('첫 답변');
    expect(screen.getByRole('checkbox', { name: '수정한 답변을 메일로 다시 보내기' })).not.toBeChecked();
    await user.clear(box);
    await user.type(box, '고친 답변');
    await user.click(screen.getByRole('button', { name: '답변 수정' }));
    expect(await screen.findByRole('status')).toHaveTextContent('답변을 저장했습니다.');
    expect(bodies).toEqual([{ reply: '고친 답변', notify: false }]);
  });

  it('빈 답변은 보내지 않고 한국어로 알린다', async () => {
    server.use(http.get(`${API}/admin/qnas/31`, () => HttpResponse.json(adminQna())));
    const user = userEvent.setup();
    renderApp(<AdminQnaDetailView id={31} />);
    await user.click(await screen.findByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('답변 내용을 입력해주세요.')).toBeInTheDocument();
  });

  it('api 가 답변 칸을 짚어 거절하면(검증 훅의 VALIDATION_FAILED, meta.fields.reply) 그 칸 아래에 보인다', async () => {
    // server/lib/router.ts 의 inputHook: 제어 문자가 든 값은 칸 이름과 함께 400 으로 돌아온다
    const message = FIELD_MESSAGES.controlCharacter;
    server.use(
      http.get(`${API}/admin/qnas/31`, () => HttpResponse.json(adminQna())),
      http.patch(`${API}/admin/qnas/31/reply`, () =>
        HttpResponse.json({ code: 'VALIDATION_FAILED', message, meta: { target: 'json', fields: { reply: message } } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<AdminQnaDetailView id={31} />);
    const box = await screen.findByRole('textbox', { name: '답변' });
    await user.type(box, '확인했습니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(message);
    expect(box).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('칸을 짚지 않은 거절(없는 문의)은 전처럼 단추 위의 알림으로', async () => {
    server.use(
      http.get(`${API}/admin/qnas/31`, () => HttpResponse.json(adminQna())),
      http.patch(`${API}/admin/qnas/31/reply`, () =>
        HttpResponse.json({ code: 'QNA_NOT_FOUND', message: ERRORS.QNA_NOT_FOUND.message, meta: null }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<AdminQnaDetailView id={31} />);
    const box = await screen.findByRole('textbox', { name: '답변' });
    await user.type(box, '확인했습니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.QNA_NOT_FOUND.message);
    expect(box).not.toHaveAttribute('aria-invalid');
  });
});
