import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InquiryWriteModal } from '@/components/qnas/inquiry-write-modal';
import { ERRORS, FIELD_MESSAGES } from '@/lib/schemas/errors';
import { QNA_MESSAGES } from '@/lib/schemas/qnas';
import { renderApp } from '../components/render-app';
import { API, logIn, memberServer, MY_SERVICE_OPTIONS as SERVICES, qna } from './fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/my-page/services/12';

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
afterAll(() => server.close());

/** 서비스 목록을 답하고, 문의 등록에는 answers 를 차례로 돌려준다(다 쓰면 201). 받은 본문을 모은다 */
function answer(...answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/my-page/:memberId/qnas/services`, () => HttpResponse.json({ myServiceList: SERVICES })),
    http.post(`${API}/my-page/:memberId/qnas`, async ({ request }) => {
      bodies.push(await request.json());
      return answers.shift()?.() ?? HttpResponse.json(qna(), { status: 201 });
    }),
  );
  return bodies;
}

/** api 의 거절 봉투 그대로: {code, message, meta} */
const refusal = (status: number, code: string, message: string, meta: Record<string, unknown> | null) => () =>
  HttpResponse.json({ code, message, meta }, { status });

const service = () => screen.getByRole('combobox', { name: /상품/ });
const content = () => screen.getByRole('textbox', { name: /문의 내용/ });
const submit = () => screen.getByRole('button', { name: '문의하기' });

async function writeAndSend(serviceId: number | null = 12) {
  const user = userEvent.setup();
  renderApp(<InquiryWriteModal serviceId={serviceId} category="PRODUCT_QUESTION" onClose={vi.fn()} />, { toasts: true });
  await waitFor(() => expect(within(service()).getAllByRole('option')).toHaveLength(SERVICES.length + 1), { timeout: 5_000 });
  await user.type(screen.getByRole('textbox', { name: '제목' }), '문의');
  await user.type(content(), '내용을 적어요');
  await user.click(submit());
  return user;
}

describe('1:1 문의 작성 – 칸을 짚은 api 의 거절은 그 칸 아래에', () => {
  it('SERVICE_NOT_YOURS(meta.field serviceId)는 상품 칸 아래에 보이고, 고르면 다시 보낼 수 있다', async () => {
    const { message } = ERRORS.SERVICE_NOT_YOURS;
    const bodies = answer(refusal(403, 'SERVICE_NOT_YOURS', message, { field: 'serviceId' }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await writeAndSend();
    await waitFor(() => expect(service()).toHaveAttribute('aria-invalid', 'true'));
    expect(service()).toHaveAccessibleDescription(message);
    expect(service()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('문의하기 실패', expect.anything()); // docs/product.md, Inquiry form: 칸 아래에 보인 거절도 남긴다
    // 문의는 만들어지지 않았다: 칸을 고쳐 다시 보낼 수 있게 잠금이 풀린다
    expect(submit()).toBeEnabled();
    await user.selectOptions(service(), '9');
    expect(service()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/inquiry'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ serviceId: 9 });
  });

  it('검증 실패(VALIDATION_FAILED, meta.fields.content)는 문의 내용 칸 아래에', async () => {
    // server/lib/router.ts 의 inputHook: 제어 문자가 든 값은 칸 이름과 함께 400 으로 돌아온다
    const message = FIELD_MESSAGES.controlCharacter;
    answer(refusal(400, 'VALIDATION_FAILED', message, { target: 'json', fields: { content: message } }));
    await writeAndSend();
    await waitFor(() => expect(content()).toHaveAttribute('aria-invalid', 'true'));
    expect(content()).toHaveAccessibleDescription(message);
    expect(service()).not.toHaveAttribute('aria-invalid');
  });

  it('폼에 없는 칸을 짚은 거절(memberId)은 전처럼 콘솔에만 남고 화면 문구 없이 잠긴다', async () => {
    const message = QNA_MESSAGES.memberIdInvalid;
    const bodies = answer(refusal(400, 'VALIDATION_FAILED', message, { target: 'json', fields: { memberId: message } }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await writeAndSend();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('문의하기 실패', expect.objectContaining({ code: 'VALIDATION_FAILED' })));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(bodies).toHaveLength(1);
  });
});
