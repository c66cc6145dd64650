import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewWriteModal } from '@/components/reviews/review-write-modal';
import { UserProvider } from '@/hooks/use-user';
import { myServiceKeys } from '@/lib/api/my-services';
import { makeQueryClient } from '@/lib/api/query-client';
import { theme } from '@/styles/theme';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/review';
const { push } = router;

const API = 'http://localhost:4000/v1';
let memberCalls = 0;
let serviceCalls = 0;
let uploadAnswer: () => Response = () => HttpResponse.json({ imageUrl: 'https://api.example.com/uploads/reviews/2026/11/a.png' }, { status: 201 });
let uploads = 0;
const created: unknown[] = [];

const server = setupServer(
  http.get(`${API}/my-page/7`, () => {
    memberCalls += 1;
    return HttpResponse.json({ memberId: 7, point: 1000 * memberCalls, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'demo@example.com', emailVerified: true });
  }),
  http.get(`${API}/reviews/:memberId/services`, () => {
    serviceCalls += 1;
    // 등록한 뒤 다시 읽으면 그 서비스는 빠져 있다
    return HttpResponse.json({ myServiceList: created.length > 0 ? [] : [{ id: 21, productName: '인스타그램 한국인 팔로워', targetKey: 'growth_official', orderNo: 'GM20261101ABCDEFGHJK', orderedAt: '2026-11-01T01:00:00.000Z' }] });
  }),
  http.post(`${API}/reviews/images`, () => {
    uploads += 1;
    return uploadAnswer();
  }),
  http.post(`${API}/reviews`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    created.push(body);
    // 두 번째 요청이 있었다면 첫 번째가 끝나기 전에 나갔을 만큼 느리게 답한다
    await new Promise((resolve) => setTimeout(resolve, 50));
    const review = { id: 1, authorName: '김*모', imageUrlList: [], productId: 3, productName: '인스타그램 한국인 팔로워', snsChannelId: 1, productTypeId: 1, createdAt: '2026-11-02T01:00:00.000Z' };
    return HttpResponse.json({ review: { ...review, ...body }, pointsGranted: 1000 }, { status: 201 });
  }),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);

let alert: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(async () => {
  clearAllCookies();
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
  memberCalls = 0;
  serviceCalls = 0;
  uploads = 0;
  created.length = 0;
  uploadAnswer = () => HttpResponse.json({ imageUrl: 'https://api.example.com/uploads/reviews/2026/11/a.png' }, { status: 201 });
  push.mockReset();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  alert.mockRestore();
  window.history.replaceState(null, '', '/review');
});
afterAll(() => server.close());

function open(onClose: () => void = vi.fn()): { queryClient: QueryClient; onClose: () => void } {
  const queryClient = makeQueryClient();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <UserProvider>
          <ReviewWriteModal serviceId={null} onClose={onClose} />
        </UserProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { queryClient, onClose };
}

const setup = () => userEvent.setup({ applyAccept: false });
const titleInput = () => screen.getByRole('textbox', { name: '제목' });
const contentInput = () => screen.getByRole('textbox', { name: '내용' });
const submit = () => screen.getByRole('button', { name: '등록하기' });
const fileInput = () => screen.getByLabelText('사진 추가', { selector: 'input' });
const previews = () => screen.queryAllByRole('img', { name: /첨부한 사진/ });
const png = (name = 'photo.png', type = 'image/png') => new File([new Uint8Array(64)], name, { type });

async function fillValid(user: ReturnType<typeof setup>) {
  await screen.findByRole('option', { name: /^인스타그램 한국인 팔로워 · growth_official/ });
  await user.selectOptions(screen.getByRole('combobox', { name: /상품 선택/ }), '21');
  await user.type(titleInput(), '만족합니다');
  await user.type(contentInput(), '첫 줄입니다.{Enter}둘째 줄입니다.{Enter}셋째 줄입니다.');
  await user.tab();
  await waitFor(() => expect(submit()).toBeEnabled());
}

describe('후기 작성 – 제목 검사', () => {
  it('제목을 비운 채 벗어나면 제목을 입력해주세요. 가 보이고, 고치는 즉시 다시 검사해 사라지고 다시 비우면 돌아온다', async () => {
    open();
    const user = setup();
    await user.click(titleInput());
    await user.tab();
    expect(await screen.findByText('제목을 입력해주세요.')).toBeInTheDocument();
    await user.type(titleInput(), '좋아요');
    await waitFor(() => expect(screen.queryByText('제목을 입력해주세요.')).not.toBeInTheDocument());
    await user.clear(titleInput());
    expect(await screen.findByText('제목을 입력해주세요.')).toBeInTheDocument();
  });

  it('벗어나기 전에는 제목 오류를 보이지 않는다', async () => {
    open();
    const user = setup();
    await user.type(titleInput(), '가');
    await user.clear(titleInput());
    expect(screen.queryByText('제목을 입력해주세요.')).not.toBeInTheDocument();
  });
});

describe('후기 작성 – 서버가 거절한 사진', () => {
  it.each([
    ['415(내용이 jpg·png 가 아님)', 415, 'IMAGE_TYPE_UNSUPPORTED', '지원되지 않는 파일 타입입니다.'],
    ['413(5MB 초과)', 413, 'IMAGE_TOO_LARGE', '5MB 이상의 파일은 업로드할 수 없습니다.'],
    ['429(하루 한도)', 429, 'IMAGE_UPLOAD_LIMIT', '파일을 업로드하는 중에 오류가 발생했습니다. 다시 시도해주세요.'],
    ['500', 500, 'INTERNAL_ERROR', '파일을 업로드하는 중에 오류가 발생했습니다. 다시 시도해주세요.'],
  ])('%s 이면 그 알림을 보이고 아무것도 더하지 않는다', async (_what, status, code, message) => {
    uploadAnswer = () => HttpResponse.json({ code, message: '서버 문구', meta: null }, { status });
    open();
    await setup().upload(fileInput(), png('disguised.png'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(uploads).toBe(1);
    await waitFor(() => expect(previews()).toHaveLength(0));
  });

  it('이름은 .png 지만 브라우저가 image/gif·image/webp 라고 알려 주면 올리지 않고 사진 칸 아래에서 지원되지 않는 파일 타입입니다', async () => {
    open();
    const user = setup();
    for (const file of [png('anim.png', 'image/gif'), png('photo.jpg', 'image/webp')]) {
      await user.upload(fileInput(), file);
      // 알림 창 대신 칸 아래의 role=alert 로, 문구는 그대로(docs/decisions.md)
      expect(await screen.findByRole('alert')).toHaveTextContent('지원되지 않는 파일 타입입니다.');
    }
    expect(alert).not.toHaveBeenCalled();
    expect(uploads).toBe(0);
    expect(previews()).toHaveLength(0);
  });

  it('브라우저가 형식을 모르면(빈 type) 확장자로 거르고 올린다', async () => {
    open();
    await setup().upload(fileInput(), png('photo.jpeg', ''));
    await waitFor(() => expect(uploads).toBe(1));
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('후기 작성 – 등록', () => {
  it('등록하기를 두 번(다시 그려지기 전에) 눌러도 요청은 한 번, 이동도 한 번(성공은 막는 창이 아니라 화면 아래 알림)', async () => {
    open();
    const user = setup();
    await fillValid(user);
    const button = submit();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/review'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(created).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('성공하면 쓸 수 있는 서비스 목록·내 정보(적립금·후기 수)를 다시 읽고 내 서비스 캐시를 무효로 한다', async () => {
    const { queryClient } = open();
    const listKey = myServiceKeys.list(7, {}, 1, 10);
    queryClient.setQueryData(listKey, { items: [], page: 1, size: 10, total: 0 });
    const user = setup();
    await fillValid(user);
    await waitFor(() => expect(memberCalls).toBe(1));
    const servicesBefore = serviceCalls;
    await user.click(submit());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/review'));
    await waitFor(() => expect(serviceCalls).toBe(servicesBefore + 1));
    await waitFor(() => expect(memberCalls).toBe(2));
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['reviews', 'services', 7])).toEqual({ myServiceList: [] });
  });

  it('이 화면에서 연 모달인데 닫기가 popstate 를 내지 않아도 잠시 뒤 /review 로 간다', async () => {
    window.history.pushState({ modal: 'reviewWrite' }, '', '/review?modal=reviewWrite');
    // 닫기가 history.back() 을 부르지 않는(또는 브라우저가 popstate 를 삼킨) 경우
    const { onClose } = open(vi.fn());
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/review'), { timeout: 2000 });
  });
});
