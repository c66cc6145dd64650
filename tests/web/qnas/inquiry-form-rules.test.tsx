import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InquiryWriteModal } from '@/components/qnas/inquiry-write-modal';
import { INQUIRY_CONTENT_MAX, QNA_MESSAGES } from '@/lib/schemas/qnas';
import { renderApp } from '../components/render-app';
import { API, logIn, memberServer, MY_SERVICE_OPTIONS, qna } from './fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/inquiry';

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

function answerServices(list = MY_SERVICE_OPTIONS) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/my-page/:memberId/qnas/services`, () => HttpResponse.json({ myServiceList: list })),
    http.post(`${API}/my-page/:memberId/qnas`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(qna(), { status: 201 });
    }),
  );
  return bodies;
}

const open = () => renderApp(<InquiryWriteModal serviceId={null} category={null} onClose={vi.fn()} />, { toasts: true });
const category = () => screen.getByRole('combobox', { name: /문의 유형/ });
const service = () => screen.getByRole('combobox', { name: /상품/ });
const title = () => screen.getByRole('textbox', { name: '제목' });
const content = () => screen.getByRole('textbox', { name: /문의 내용/ });
const submit = () => screen.getByRole('button', { name: '문의하기' });

describe('1:1 문의 작성 – 칸의 규칙을 보이고 말한다', () => {
  it('문의하기가 회색인 까닭을 단추에 이어 적고, 채울수록 줄어든다(api 와 같은 스키마의 문구)', async () => {
    answerServices();
    const user = userEvent.setup();
    open();
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(
      `문의하려면: ${QNA_MESSAGES.categoryRequired} ${QNA_MESSAGES.titleRequired} ${QNA_MESSAGES.contentRequired}`,
    );
    await user.selectOptions(category(), '기타');
    await user.type(title(), '가');
    await user.type(content(), '가');
    // 한 글자 제목·내용은 받지 않는다: 하한을 말한다
    expect(submit()).toHaveAccessibleDescription(`문의하려면: ${QNA_MESSAGES.titleTooShort} ${QNA_MESSAGES.contentTooShort}`);
    expect(QNA_MESSAGES.titleTooShort).toBe('제목은 2자 이상 입력해주세요.');
    expect(QNA_MESSAGES.contentTooShort).toBe('문의 내용은 5자 이상 입력해주세요.');
    await user.type(title(), '나');
    await user.type(content(), '나다라마');
    expect(submit()).toBeEnabled();
    expect(submit()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^문의하려면:/)).not.toBeInTheDocument();
  });

  it('붙여 넣은 2,000자 넘는 글을 자르지 않는다: 글자 수가 넘었다고 알리고 보내지 않는다', async () => {
    answerServices();
    const user = userEvent.setup();
    open();
    await user.selectOptions(category(), '기타');
    await user.type(title(), '긴 문의');
    expect(screen.getByText('0 / 2,000')).toBeInTheDocument();
    const long = '가'.repeat(INQUIRY_CONTENT_MAX + 120);
    fireEvent.change(content(), { target: { value: long } });
    expect(content()).toHaveValue(long);
    expect(content()).not.toHaveAttribute('maxlength');
    expect(screen.getByText('2,120 / 2,000')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(QNA_MESSAGES.contentTooLong);
    expect(content()).toHaveAccessibleDescription(QNA_MESSAGES.contentTooLong);
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();

    fireEvent.change(content(), { target: { value: '가'.repeat(INQUIRY_CONTENT_MAX) } });
    expect(screen.getByText('2,000 / 2,000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('서비스가 없는 회원: 상품 칸은 필수가 아니며 고르지 않고 보낼 수 있다고 알린다', async () => {
    const bodies = answerServices([]);
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('구매한 상품이 없습니다. 상품을 고르지 않고 문의할 수 있습니다.')).toBeInTheDocument();
    expect(service()).not.toBeRequired();
    expect(within(service()).getAllByRole('option')).toHaveLength(1);
    await user.selectOptions(category(), '사이트 이용 문의');
    await user.type(title(), '가입 문의');
    await user.type(content(), '가입은 어떻게 하나요?');
    await user.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('serviceId');
  });
});
