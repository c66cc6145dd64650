import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewWriteModal } from '@/components/reviews/review-write-modal';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/review';
const { push } = router;

const API = 'http://localhost:4000/v1';
const MEMBER = { memberId: 7, point: 5000, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'demo@example.com', emailVerified: true };
const SERVICES = [
  { id: 21, productName: '인스타그램 한국인 팔로워', targetKey: 'growth_official', orderNo: 'GM20261101ABCDEFGHJK', orderedAt: '2026-11-01T01:00:00.000Z' },
  { id: 22, productName: '유튜브 조회수', targetKey: 'https://youtu.be/abc', orderNo: 'GM20261102QWERTYUPAS', orderedAt: '2026-11-02T01:00:00.000Z' },
];
let serviceCalls = 0;
let uploads = 0;
let failUpload = false;
let failCreate = false;
const created: unknown[] = [];

const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/reviews/:memberId/services`, () => {
    serviceCalls += 1;
    return HttpResponse.json({ myServiceList: SERVICES });
  }),
  http.post(`${API}/reviews/images`, () => {
    if (failUpload) return HttpResponse.json({ code: 'INTERNAL_ERROR', message: '오류', meta: null }, { status: 500 });
    uploads += 1;
    return HttpResponse.json({ imageUrl: `https://api.example.com/uploads/reviews/2026/11/img-${uploads}.png` }, { status: 201 });
  }),
  http.post(`${API}/reviews`, async ({ request }) => {
    const body = await request.json();
    created.push(body);
    if (failCreate) return HttpResponse.json({ code: 'REVIEW_ALREADY_WRITTEN', message: '이미 후기를 작성한 서비스입니다.', meta: null }, { status: 409 });
    const review = { id: 1, authorName: '김*모', imageUrlList: [], productId: 3, productName: '인스타그램 한국인 팔로워', snsChannelId: 1, productTypeId: 1, createdAt: '2026-11-02T01:00:00.000Z' };
    return HttpResponse.json({ review: { ...review, ...(body as object) }, pointsGranted: 1000 }, { status: 201 });
  }),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);

let alert: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
beforeEach(async () => {
  clearAllCookies();
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
  serviceCalls = 0;
  uploads = 0;
  failUpload = false;
  failCreate = false;
  created.length = 0;
  push.mockReset();
  router.refresh.mockClear();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  alert.mockRestore();
});
afterAll(() => server.close());

const png = (name = 'photo.png', size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const setup = () => userEvent.setup({ applyAccept: false });

function open(props: { serviceId?: number | null; onClose?: () => void } = {}) {
  const onClose = props.onClose ?? vi.fn();
  renderApp(<ReviewWriteModal serviceId={props.serviceId ?? null} onClose={onClose} />, { toasts: true });
  return { onClose };
}
const select = () => screen.getByRole('combobox', { name: /상품 선택/ });
const titleInput = () => screen.getByRole('textbox', { name: '제목' });
const contentInput = () => screen.getByRole('textbox', { name: '내용' });
const submit = () => screen.getByRole('button', { name: '등록하기' });
const fileInput = () => screen.getByLabelText('사진 추가', { selector: 'input' });
const previews = () => screen.queryAllByRole('img', { name: /첨부한 사진/ });

async function fillValid(user: ReturnType<typeof setup>) {
  await screen.findByRole('option', { name: /^인스타그램 한국인 팔로워 · growth_official/ });
  await user.selectOptions(select(), '21');
  await user.type(titleInput(), '만족합니다');
  await user.type(contentInput(), '첫 줄입니다.{Enter}둘째 줄입니다.{Enter}셋째 줄입니다.');
  await user.tab();
}

describe('후기 작성 모달', () => {
  it('제목은 후기 작성, 별점은 5점에서 시작하고 서비스는 상품명·대상·주문일·주문번호(서비스 번호)로 보이며 미리 고른 서비스가 선택된다', async () => {
    open({ serviceId: 22 });
    expect(screen.getByRole('heading', { name: '후기 작성' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '별점' })).toHaveAttribute('aria-valuenow', '5');
    expect(
      // 파일의 첫 테스트는 모듈을 처음 읽는 몫까지 기다린다(붐비는 기계에서 1초를 넘긴다)
      await screen.findByRole('option', { name: '유튜브 조회수 · https://youtu.be/abc · 2026.11.02 주문 · 주문번호 GM20261102QWERTYUPAS (서비스 22)' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '상품을 선택해주세요' })).toBeInTheDocument();
    await waitFor(() => expect(select()).toHaveValue('22'));
  });

  it('별의 왼쪽 절반을 누르면 반 점, 오른쪽 절반이면 한 점', async () => {
    open();
    const slider = screen.getByRole('slider', { name: '별점' });
    const star3 = slider.querySelector('[data-star="3"]') as HTMLElement;
    star3.getBoundingClientRect = () => ({ left: 100, width: 40, top: 0, height: 40, right: 140, bottom: 40, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.click(star3, { clientX: 110 });
    expect(slider).toHaveAttribute('aria-valuenow', '2.5');
    expect(slider.querySelector('[data-star="3"] svg')).toHaveAttribute('data-icon', 'star-half');
    fireEvent.click(star3, { clientX: 130 });
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    expect(slider.querySelector('[data-star="3"] svg')).toHaveAttribute('data-icon', 'star-full');
    expect(slider.querySelector('[data-star="4"] svg')).toHaveAttribute('data-icon', 'star-empty');
  });

  it('제목은 글자 수를 n / 40 으로 보이고 40자를 넘겨 쓸 수 없다', async () => {
    open();
    const user = setup();
    expect(screen.getByText('0 / 40')).toBeInTheDocument();
    await user.type(titleInput(), '가'.repeat(45));
    expect(titleInput()).toHaveValue('가'.repeat(40));
    expect(screen.getByText('40 / 40')).toBeInTheDocument();
  });

  it('내용은 n / 200 을 보이고, 10자 미만이면 벗어날 때 문구를 보이고 고치는 즉시 다시 검사한다', async () => {
    open();
    const user = setup();
    await user.type(contentInput(), '짧은 후기');
    expect(screen.getByText('5 / 200')).toBeInTheDocument();
    // 입력 중에는 아직 보이지 않는다(onBlur)
    expect(screen.queryByText('후기 내용은 10자 이상 입력해주세요.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('후기 내용은 10자 이상 입력해주세요.')).toBeInTheDocument();
    await user.click(contentInput());
    await user.type(contentInput(), '입니다 정말요');
    await waitFor(() => expect(screen.queryByText('후기 내용은 10자 이상 입력해주세요.')).not.toBeInTheDocument());
    await user.type(contentInput(), 'x'.repeat(250));
    expect((contentInput() as HTMLTextAreaElement).value).toHaveLength(200);
  });

  it('빈 칸이나 오류가 있으면 등록 버튼이 꺼져 있고, 모두 채우면 켜진다', async () => {
    open();
    const user = setup();
    expect(submit()).toBeDisabled();
    await screen.findByRole('option', { name: /^인스타그램 한국인 팔로워 · growth_official/ });
    await user.selectOptions(select(), '21');
    await user.type(titleInput(), '제목');
    expect(submit()).toBeDisabled();
    await user.type(contentInput(), '열 글자가 안 됨');
    await user.tab();
    expect(submit()).toBeDisabled();
    await user.type(contentInput(), ' 이제는 충분히 깁니다');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.clear(titleInput());
    await waitFor(() => expect(submit()).toBeDisabled());
  });

  it.each([
    ['jpg·jpeg·png 가 아닌 파일', () => new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' }), '지원되지 않는 파일 타입입니다.'],
    ['5,242,881 바이트 파일', () => png('big.png', 5_242_881), '5MB 이상의 파일은 업로드할 수 없습니다.'],
  ])('%s 은 올리지 않고 사진 칸 아래에서 알리며(낭독기에도, 알림 창 없이) 아무것도 더하지 않는다', async (_what, file, message) => {
    open();
    await setup().upload(fileInput(), file());
    // 명세의 알림 문구 그대로, 막는 창 대신 칸 아래의 role=alert 로(docs/decisions.md)
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fileInput()).toHaveAccessibleDescription(message);
    expect(alert).not.toHaveBeenCalled();
    expect(uploads).toBe(0);
    expect(previews()).toHaveLength(0);
  });

  it('딱 5,242,880 바이트 jpeg 는 받아 올린다', async () => {
    open();
    await setup().upload(fileInput(), new File([new Uint8Array(5_242_880)], 'exact.jpeg', { type: 'image/jpeg' }));
    await waitFor(() => expect(uploads).toBe(1));
    expect(alert).not.toHaveBeenCalled();
    expect(previews()).toHaveLength(1);
    // 올린 결과를 낭독기에 알린다
    expect(await screen.findByText('사진 1장을 올렸습니다.')).toHaveAttribute('role', 'status');
  });

  it('올리기에 실패하면 알리고 아무것도 더하지 않는다', async () => {
    failUpload = true;
    open();
    await setup().upload(fileInput(), png());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('파일을 업로드하는 중에 오류가 발생했습니다. 다시 시도해주세요.'));
    await waitFor(() => expect(previews()).toHaveLength(0));
  });

  it('사진은 3장까지: 네 장을 골라도 세 장만 올라가고 추가 칸이 사라진다', async () => {
    open();
    await setup().upload(fileInput(), [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await waitFor(() => expect(uploads).toBe(3));
    expect(previews()).toHaveLength(3);
    expect(screen.queryByLabelText('사진 추가', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('사진을 지우면 미리보기와 올린 주소가 함께 빠지고, 성공하면 등록되었습니다(화면 아래 알림, 막는 창 없이) 뒤 모달을 닫고 /review 로 간다', async () => {
    const { onClose } = open();
    const user = setup();
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(uploads).toBe(2));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '첨부한 사진' })).getAllByRole('listitem')[1]).not.toHaveAttribute('aria-busy', 'true'));
    await user.click(screen.getByRole('button', { name: '사진 1 삭제' }));
    expect(previews()).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalled();

    await fillValid(user);
    const star4 = screen.getByRole('slider').querySelector('[data-star="4"]') as HTMLElement;
    star4.getBoundingClientRect = () => ({ left: 100, width: 40, top: 0, height: 40, right: 140, bottom: 40, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.click(star4, { clientX: 105 });
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    await waitFor(() => expect(push).toHaveBeenCalledWith('/review'));
    // 세 줄 이상이라 api 가 1,000원을 주었다고 답했다: 알림이 그것도 말한다
    expect(within(screen.getByTestId('toast-region')).getByText('등록되었습니다. 적립금 1,000원이 적립되었습니다.')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    // /review 는 라우트 캐시에서 온다: 들고 있던 화면을 버려야 새 후기가 보인다
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(created).toEqual([
      {
        memberId: 7,
        serviceId: 21,
        rating: 3.5,
        title: '만족합니다',
        content: '첫 줄입니다.\n둘째 줄입니다.\n셋째 줄입니다.',
        imageUrlList: ['https://api.example.com/uploads/reviews/2026/11/img-2.png'],
      },
    ]);
  });

  it('등록에 실패하면 아무것도 보이지 않는다: 알림도 이동도 없고 모달은 그대로다', async () => {
    failCreate = true;
    const { onClose } = open();
    const user = setup();
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(created).toHaveLength(1));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(alert).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(router.refresh).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('이메일 인증 전 회원에게는 미리 안내하고 등록을 막는다', async () => {
    server.use(http.get(`${API}/my-page/7`, () => HttpResponse.json({ ...MEMBER, emailVerified: false })));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 인증을 마친 뒤 이용할 수 있습니다.');
    const user = setup();
    await fillValid(user);
    expect(submit()).toBeDisabled();
  });

  it('서버가 403 EMAIL_NOT_VERIFIED 로 거절하면(인증 전인 줄 몰랐을 때) 그 안내를 알림으로 보이고 등록을 막는다', async () => {
    server.use(
      http.post(`${API}/reviews`, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          { code: 'EMAIL_NOT_VERIFIED', message: '이메일 인증을 마친 뒤 이용할 수 있습니다. 가입한 이메일로 보낸 인증 링크를 열어주세요.', meta: null },
          { status: 403 },
        );
      }),
    );
    open();
    const user = setup();
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 인증을 마친 뒤 이용할 수 있습니다.');
    expect(submit()).toBeDisabled();
    expect(created).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('memberId 가 없으면 서비스 목록을 부르지 않는다', async () => {
    clearAllCookies();
    open();
    expect(screen.getByRole('heading', { name: '후기 작성' })).toBeInTheDocument();
    expect(within(select()).getAllByRole('option')).toHaveLength(1);
    expect(submit()).toBeDisabled();
    // 요청이 나갈 시간을 실제로 준 뒤에도 0 이어야 한다(바로 세면 늦게 나가는 요청을 놓친다)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(serviceCalls).toBe(0);
    expect(within(select()).getAllByRole('option')).toHaveLength(1);
  });

  it('작성 안내(9,000원, 세 줄 1,000원, 전후 사진 2,000원, 관련 없는 사진)와 5MB 사진 안내를 보인다', () => {
    open();
    for (const text of ['9,000원 이상 서비스만 후기 작성 가능', '세 줄 이상 후기를 작성하시면 1,000원', '전후 사진을 올려 주시면 2,000원', '관련 없는 사진·영상은 통보 없이 삭제되며 적립되지 않습니다']) {
      expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    }
    expect(screen.getByText(/5MB/)).toBeInTheDocument();
    expect(screen.queryByText(/3MB/)).not.toBeInTheDocument();
  });
});
