import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewList } from '@/components/reviews/review-list';
import { useCreateReview } from '@/lib/api/reviews';
import type { ReviewPage } from '@/lib/schemas/reviews';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { navigation, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
// 서버 컴포넌트의 apiGet 이 빌드 중 신호로 쓰는 connection() (여기서는 부르지 않는다)
vi.mock('next/server', () => ({ connection: vi.fn(async () => undefined) }));

const API = 'http://localhost:4000/v1';
const TOTAL = 23;
const review = (id: number) => ({
  id,
  authorName: '김*모',
  rating: 5,
  title: `후기 ${id}`,
  content: '팔로워가 빨리 늘었어요.',
  imageUrlList: [],
  productId: 3,
  productName: '인스타그램 한국인 팔로워',
  snsChannelId: 1,
  productTypeId: 1,
  createdAt: '2026-11-02T01:00:00.000Z',
});
/** 최신 순 한 쪽: 1쪽은 후기 23..14, 2쪽은 13..4, 3쪽은 3..1 */
const pageOf = (page: number, size = 10, total = TOTAL): ReviewPage => ({
  items: Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => review(total - (page - 1) * size - i)),
  page,
  size,
  total,
});

let listCalls: URL[] = [];
let failList = false;
let total = TOTAL;
const server = setupServer(
  http.get(`${API}/reviews`, ({ request }) => {
    const url = new URL(request.url);
    listCalls.push(url);
    if (failList) return HttpResponse.json({ code: 'INTERNAL_ERROR', message: '오류', meta: null }, { status: 500 });
    return HttpResponse.json(pageOf(Number(url.searchParams.get('page')), Number(url.searchParams.get('size')), total));
  }),
  http.get(`${API}/my-page/7`, () =>
    HttpResponse.json({ memberId: 7, point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'a@example.com', emailVerified: true }),
  ),
  http.post(`${API}/reviews`, () => {
    total += 1;
    return HttpResponse.json({ review: review(total), pointsGranted: 0 }, { status: 201 });
  }),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listCalls = [];
  failList = false;
  total = TOTAL;
  clearAllCookies();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/review – 1쪽은 라우트 캐시, 나머지 쪽은 브라우저가 받는다', () => {
  it('페이지 모듈은 ISR(60초)이고 주소를 읽지 않는다: 서버는 언제나 1쪽을 10개씩, reviews 태그로 받는다', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const mod = await import('@/app/(shop)/review/page');
    expect(mod.revalidate).toBe(60);
    expect(mod).not.toHaveProperty('dynamic');
    renderApp(await mod.default());
    const [input, init] = fetchSpy.mock.calls.find(([u]) => String(u).includes('/v1/reviews'))!;
    expect(String(input)).toBe(`${API}/reviews?page=1&size=10`);
    expect(init).toMatchObject({ next: { tags: ['reviews'], revalidate: 60 } });
    expect(screen.getByRole('heading', { level: 1, name: '구매 후기' })).toBeInTheDocument();
    expect(screen.getByText('후기 23개')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fetchSpy.mockRestore();
  });

  it('?page 가 없거나 이상하면 미리 받은 1쪽을 그대로 그리고 api 를 부르지 않는다', async () => {
    for (const query of ['', 'page=0', 'page=abc', 'page=1']) {
      navigation.reset('/review', query);
      const { unmount } = renderApp(<ReviewList firstPage={pageOf(1)} />);
      expect(titles()[0]).toBe('후기 23');
      expect(titles()).toHaveLength(10);
      expect(screen.getByText('1 / 3')).toBeInTheDocument();
      unmount();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listCalls).toEqual([]);
  });

  it('?page=2 는 브라우저가 그 쪽을 같은 크기로 받아 그리고, 주소가 바뀌면 그 쪽을 받는다', async () => {
    navigation.reset('/review', 'page=2');
    renderApp(<ReviewList firstPage={pageOf(1)} />);
    expect(screen.getByText('불러오는 중…')).toBeInTheDocument();
    await waitFor(() => expect(titles()[0]).toBe('후기 13'));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이전' })).toHaveAttribute('href', '/review');
    expect(screen.getByRole('link', { name: '다음' })).toHaveAttribute('href', '/review?page=3');
    expect(listCalls.map((u) => [u.searchParams.get('page'), u.searchParams.get('size')])).toEqual([['2', '10']]);

    act(() => router.push('/review?page=3'));
    await waitFor(() => expect(titles()).toEqual(['후기 3', '후기 2', '후기 1']));
    act(() => router.push('/review'));
    expect(titles()[0]).toBe('후기 23');
    expect(listCalls).toHaveLength(2);
  });

  it('다른 쪽을 받지 못하면(한 번 다시 시도한 뒤) 그렇다고 알린다', async () => {
    failList = true;
    navigation.reset('/review', 'page=2');
    renderApp(<ReviewList firstPage={pageOf(1)} />);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('후기를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(listCalls).toHaveLength(2);
  });

  it('후기를 쓰면 받아 둔 다른 쪽도 다시 받는다(1쪽의 라우터 캐시는 작성 모달이 버린다: review-write-modal.test)', async () => {
    Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
    navigation.reset('/review', 'page=2');
    function Writer() {
      const create = useCreateReview(7);
      return (
        <button type="button" onClick={() => create.mutate({ memberId: 7, serviceId: 21, rating: 5, title: '좋아요', content: '팔로워가 빨리 늘었어요.', imageUrlList: [] })}>
          쓰기
        </button>
      );
    }
    renderApp(
      <>
        <ReviewList firstPage={pageOf(1)} />
        <Writer />
      </>,
    );
    await waitFor(() => expect(titles()[0]).toBe('후기 13'));
    fireEvent.click(screen.getByRole('button', { name: '쓰기' }));
    // 새 후기(24)가 앞에 붙어 2쪽이 한 칸씩 밀린다
    await waitFor(() => expect(titles()[0]).toBe('후기 14'));
    expect(screen.getByText('후기 24개')).toBeInTheDocument();
  });
});
