import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InquiryWriteModal } from '@/components/qnas/inquiry-write-modal';
import { INQUIRY_SENT, type InquiryCategory } from '@/lib/schemas/qnas';
import { clearAllCookies } from '../support/cookies';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer, MY_SERVICE_OPTIONS as SERVICES, qna } from './fixtures';
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

function answerServices() {
  const calls: string[] = [];
  server.use(
    http.get(`${API}/my-page/:memberId/qnas/services`, ({ params }) => {
      calls.push(String(params.memberId));
      return HttpResponse.json({ myServiceList: SERVICES });
    }),
  );
  return calls;
}

/** 문의 등록 요청의 본문을 모은다. answer 로 응답을 바꾼다 */
function answerCreate(answer: () => Response = () => HttpResponse.json(qna(), { status: 201 })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/my-page/:memberId/qnas`, async ({ request, params }) => {
      expect(params.memberId).toBe(String(MEMBER_ID));
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

function open(props: { serviceId?: number | null; category?: InquiryCategory | null } = {}) {
  const onClose = vi.fn();
  renderApp(<InquiryWriteModal serviceId={props.serviceId ?? null} category={props.category ?? null} onClose={onClose} />, { toasts: true });
  return { onClose };
}

const category = () => screen.getByRole('combobox', { name: /문의 유형/ });
const service = () => screen.getByRole('combobox', { name: /상품/ });
const title = () => screen.getByRole('textbox', { name: '제목' });
const content = () => screen.getByRole('textbox', { name: /문의 내용/ });
const submit = () => screen.getByRole('button', { name: '문의하기' });

// 파일의 첫 테스트는 모듈을 처음 읽는 몫까지 기다린다(붐비는 기계에서 1초를 넘긴다)
const LOAD = { timeout: 5_000 };

async function waitForServices() {
  await waitFor(() => expect(within(service()).getAllByRole('option')).toHaveLength(SERVICES.length + 1), LOAD);
}

describe('1:1 문의 작성 모달 (modal=inquiryWrite)', () => {
  it('제목은 1:1 문의 작성, 여는 쪽이 고른 분류와 서비스가 미리 골라져 있고 상품은 상품명·대상·주문일·주문번호(서비스 번호)로 보인다', async () => {
    const calls = answerServices();
    open({ serviceId: 12, category: 'SERVICE_QUESTION' });
    expect(screen.getByRole('dialog', { name: '1:1 문의 작성' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1:1 문의 작성' })).toBeInTheDocument();
    await waitForServices();
    expect(calls).toEqual([String(MEMBER_ID)]);
    expect(category()).toHaveValue('SERVICE_QUESTION');
    expect(within(category()).getByRole('option', { name: '서비스 진행 문의' })).toHaveProperty('selected', true);
    const labels = within(category()).getAllByRole('option').map((o) => o.textContent);
    expect(labels.slice(1)).toEqual(['상품 문의', '서비스 진행 문의', '복구 문의', '댓글 정보 입력', '입금 확인 문의', '취소 및 환불 문의', '사이트 이용 문의', '기타']);
    expect(within(service()).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual([
      '인스타그램 한국인 팔로워 · growth_official · 2026.01.05 주문 · 주문번호 GM20260105ABCDEFGHJK (서비스 12)',
      // 주문일은 서울 날짜(UTC 1월 2일 16시 = 서울 1월 3일)
      '유튜브 조회수 · https://youtu.be/abc · 2026.01.03 주문 · 주문번호 GM20260103QWERTYUPAS (서비스 9)',
    ]);
    expect(service()).toHaveValue('12');
    // 분류·제목·내용은 필수 표시, 상품은 고르지 않아도 된다(선택)
    expect(category()).toBeRequired();
    expect(title()).toBeRequired();
    expect(content()).toBeRequired();
    expect(service()).not.toBeRequired();
    expect(service()).toHaveAccessibleName('상품 (선택)');
    expect(within(service()).getAllByRole('option')[0]).toHaveTextContent('선택하지 않음');
    expect(content()).toHaveAttribute('placeholder', '문의 내용을 작성해 주세요');
    expect(screen.getByRole('checkbox', { name: '답변을 이메일로 받기' })).not.toBeChecked();
  });

  it('memberId 가 없으면 서비스 목록을 부르지 않는다', async () => {
    clearAllCookies();
    const calls = answerServices();
    open({ category: 'PRODUCT_QUESTION' });
    expect(screen.getByRole('heading', { name: '1:1 문의 작성' })).toBeInTheDocument();
    // 요청이 나갈 시간을 실제로 준 뒤에도 없어야 한다(setTimeout 0 은 늦게 나가는 요청을 놓친다)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
    expect(within(service()).getAllByRole('option')).toHaveLength(1);
  });

  it('제목 글자 수는 n / 40 으로 바뀌고 40자에서 멈춘다', async () => {
    answerServices();
    const user = userEvent.setup();
    open({ category: 'PRODUCT_QUESTION' });
    expect(screen.getByText('0 / 40')).toBeInTheDocument();
    await user.type(title(), '팔로워');
    expect(screen.getByText('3 / 40')).toBeInTheDocument();
    await user.type(title(), '가'.repeat(45));
    expect(title()).toHaveValue(`팔로워${'가'.repeat(37)}`);
    expect(screen.getByText('40 / 40')).toBeInTheDocument();
  });

  it('댓글 정보 입력은 제목을 정해 두고 막으며, 글자 수를 감추고 안내 문구를 바꾼다', async () => {
    answerServices();
    const user = userEvent.setup();
    open({ category: 'REPLY_QUESTION' });
    expect(title()).toHaveValue('댓글 정보 입력');
    expect(title()).toBeDisabled();
    expect(screen.queryByText(/\/ 40$/)).not.toBeInTheDocument();
    expect(content()).toHaveAttribute('placeholder', '달아드릴 댓글을 한 줄에 하나씩 입력해 주세요.');

    await user.selectOptions(category(), '상품 문의');
    expect(title()).toBeEnabled();
    expect(title()).toHaveValue('');
    expect(screen.getByText('0 / 40')).toBeInTheDocument();
    expect(content()).toHaveAttribute('placeholder', '문의 내용을 작성해 주세요');

    await user.selectOptions(category(), '댓글 정보 입력');
    expect(title()).toHaveValue('댓글 정보 입력');
    expect(title()).toBeDisabled();
  });

  it('제목·내용·분류가 모두 있어야 제출할 수 있다', async () => {
    answerServices();
    const user = userEvent.setup();
    open();
    expect(submit()).toBeDisabled();
    await user.type(title(), '문의');
    expect(submit()).toBeDisabled();
    await user.type(content(), '내용을 적어요');
    expect(submit()).toBeDisabled();
    await user.selectOptions(category(), '기타');
    expect(submit()).toBeEnabled();
    await user.clear(title());
    await user.type(title(), '   ');
    expect(submit()).toBeDisabled();
  });

  it('성공하면 보냈다고 알리고 모달을 닫고 /inquiry 로 간다: serviceId 는 비었으면 빼고, receiveEmail 은 기본 false', async () => {
    answerServices();
    const bodies = answerCreate();
    const user = userEvent.setup();
    const { onClose } = open({ category: 'PRODUCT_QUESTION' });
    await waitForServices();
    await user.type(title(), '가격 문의');
    await user.type(content(), '1000명은 얼마인가요?');
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/inquiry'));
    expect(screen.getByTestId('toast-region')).toHaveTextContent(INQUIRY_SENT);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([{ memberId: MEMBER_ID, category: 'PRODUCT_QUESTION', title: '가격 문의', content: '1000명은 얼마인가요?', receiveEmail: false }]);
  });

  it('고른 서비스와 이메일 수신, 댓글 정보 입력의 정해진 제목을 보낸다', async () => {
    answerServices();
    const bodies = answerCreate();
    const user = userEvent.setup();
    open({ serviceId: 9, category: 'REPLY_QUESTION' });
    await waitForServices();
    await user.type(content(), '멋져요{Enter}좋아요');
    await user.click(screen.getByRole('checkbox', { name: '답변을 이메일로 받기' }));
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/inquiry'));
    expect(bodies).toEqual([{ memberId: MEMBER_ID, serviceId: 9, category: 'REPLY_QUESTION', title: '댓글 정보 입력', content: '멋져요\n좋아요', receiveEmail: true }]);
  });

  it('두 번 눌러도 요청은 한 번', async () => {
    answerServices();
    const bodies = answerCreate();
    const user = userEvent.setup();
    open({ category: 'PRODUCT_QUESTION' });
    await user.type(title(), '문의');
    await user.type(content(), '내용을 적어요');
    await user.dblClick(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
  });

  it('버튼이 다시 그려지기 전에 두 번(같은 틱에) 눌러도 요청은 한 번: disabled 가 아니라 ref 가 막는다', async () => {
    answerServices();
    const bodies = answerCreate(() => HttpResponse.json(qna(), { status: 201 }));
    const user = userEvent.setup();
    open({ category: 'PRODUCT_QUESTION' });
    await user.type(title(), '문의');
    await user.type(content(), '내용을 적어요');
    const button = submit();
    expect(button).toBeEnabled();
    // user-event 는 disabled 버튼을 누르지 않는다: fireEvent 로 같은 틱에 두 번 보낸다
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodies).toHaveLength(1);
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('실패하면 콘솔에 문의하기 실패만 남기고 화면 문구는 없으며, 버튼은 다시 눌리지 않는다', async () => {
    answerServices();
    const bodies = answerCreate(() => HttpResponse.json({ code: 'INTERNAL_ERROR', message: '일시적인 오류', meta: null }, { status: 500 }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    open({ category: 'PRODUCT_QUESTION' });
    await user.type(title(), '문의');
    await user.type(content(), '내용을 적어요');
    await user.click(submit());
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('문의하기 실패', expect.objectContaining({ code: 'INTERNAL_ERROR' })));
    expect(submit()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('일시적인 오류')).not.toBeInTheDocument();
    await user.click(submit());
    expect(bodies).toHaveLength(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('이메일 인증 전 회원에게는 미리 안내하고 제출을 막는다', async () => {
    answerServices();
    server.use(
      http.get(`${API}/my-page/:memberId`, ({ params }) =>
        HttpResponse.json({ memberId: Number(params.memberId), point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'new@example.com', emailVerified: false }),
      ),
    );
    const user = userEvent.setup();
    open({ category: 'PRODUCT_QUESTION' });
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 인증을 마친 뒤 이용할 수 있습니다.');
    await user.type(title(), '문의');
    await user.type(content(), '내용을 적어요');
    expect(submit()).toBeDisabled();
  });

  it('서버가 403 EMAIL_NOT_VERIFIED 로 거절하면 그 안내를 알림으로 보인다(다른 실패와 달리)', async () => {
    answerServices();
    answerCreate(() =>
      HttpResponse.json(
        { code: 'EMAIL_NOT_VERIFIED', message: '이메일 인증을 마친 뒤 이용할 수 있습니다. 가입한 이메일로 보낸 인증 링크를 열어주세요.', meta: null },
        { status: 403 },
      ),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    open({ category: 'PRODUCT_QUESTION' });
    await user.type(title(), '문의');
    await user.type(content(), '내용을 적어요');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 인증을 마친 뒤 이용할 수 있습니다. 가입한 이메일로 보낸 인증 링크를 열어주세요.');
    expect(submit()).toBeDisabled();
    expect(router.push).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('문의 내역 버튼은 모달을 닫고 /inquiry 로 간다', async () => {
    answerServices();
    const user = userEvent.setup();
    const { onClose } = open({ category: 'PRODUCT_QUESTION' });
    await user.click(screen.getByRole('button', { name: '문의 내역' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/inquiry');
  });
});
