import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import nextConfig from '@/next.config';
import type { ReviewPage } from '@/lib/schemas/reviews';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';

vi.mock('next/navigation', () => import('../next-navigation'));
// 서버 컴포넌트의 apiGet 이 빌드 중 신호로 쓰는 connection() (여기서는 부르지 않는다)
vi.mock('next/server', () => ({ connection: vi.fn(async () => undefined) }));

const API = 'http://localhost:4000/v1';
const TOTAL = 23;
const review = (id: number) => ({
  id,
  authorName: '김*모',
  rating: 4.5,
  title: `후기 ${id}`,
  content: '팔로워가 빨리 늘었어요.\n다음에도 살게요.',
  imageUrlList: id === TOTAL ? ['/uploads/reviews/a.webp'] : [],
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
let total = TOTAL;
const server = setupServer(
  http.get(`${API}/reviews`, ({ request }) => {
    const url = new URL(request.url);
    listCalls.push(url);
    return HttpResponse.json(pageOf(Number(url.searchParams.get('page')), Number(url.searchParams.get('size')), total));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listCalls = [];
  total = TOTAL;
  clearAllCookies();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const params = (page: string) => ({ params: Promise.resolve({ page }) });
/** 페이지가 돌려준 비동기 서버 컴포넌트 요소를 한 단계 그린다(Testing Library 는 async 컴포넌트를 그리지 못한다) */
const drawServer = async (element: ReactElement) => (element.type as (props: unknown) => Promise<ReactElement>)(element.props);

describe('/review – 쪽마다 라우트 캐시, 목록은 서버가 그린다', () => {
  it('1쪽 모듈은 ISR(60초)이고 주소를 읽지 않는다: 언제나 1쪽을 10개씩, reviews 태그로 받아 그린다', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const mod = await import('@/app/(shop)/review/page');
    const { ReviewListPage } = await import('@/components/reviews/review-list-page');
    expect(mod.revalidate).toBe(60);
    expect(mod).not.toHaveProperty('dynamic');
    const element = mod.default();
    expect(element.type).toBe(ReviewListPage);
    renderApp(await ReviewListPage(element.props));
    const [input, init] = fetchSpy.mock.calls.find(([u]) => String(u).includes('/v1/reviews'))!;
    expect(String(input)).toBe(`${API}/reviews?page=1&size=10`);
    expect(init).toMatchObject({ next: { tags: ['reviews'], revalidate: 60 } });
    fetchSpy.mockRestore();

    expect(screen.getByRole('heading', { level: 1, name: '구매 후기' })).toBeInTheDocument();
    expect(screen.getByText('후기 23개')).toBeInTheDocument();
    expect(titles()).toEqual(['후기 23', '후기 22', '후기 21', '후기 20', '후기 19', '후기 18', '후기 17', '후기 16', '후기 15', '후기 14']);
    // 카드 하나: 제목으로 이름 붙은 article, 별점, 상품, 사진
    const first = screen.getByRole('article', { name: '후기 23' });
    expect(first).toHaveTextContent('인스타그램 한국인 팔로워');
    expect(screen.getAllByRole('img', { name: '별점 4.5점' })).toHaveLength(10);
    expect(screen.getByRole('img', { name: '후기 23 사진 1' })).toHaveAttribute('src', '/uploads/reviews/a.webp');
    expect(screen.getByRole('link', { name: '사진 후기' })).toHaveAttribute('href', '/reviews/photos');
    // 로그인하지 않았으면 작성 버튼은 없다
    expect(screen.queryByRole('button', { name: '후기 작성' })).not.toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다음' })).toHaveAttribute('href', '/review?page=2');
  });

  it('?page=2 는 rewrites 가 /review/pages/2 로 보내고, 그 화면은 그 쪽을 같은 크기로 받아 그린다', async () => {
    const rewrites = await nextConfig.rewrites!();
    const beforeFiles = Array.isArray(rewrites) ? rewrites : (rewrites.beforeFiles ?? []);
    const rule = beforeFiles.find((r) => r.source === '/review');
    expect(rule).toMatchObject({ destination: '/review/pages/:page', has: [{ type: 'query', key: 'page' }] });
    const pattern = new RegExp(`^${rule!.has![0].value}$`);
    expect(['1', '2', '9999'].every((v) => pattern.test(v))).toBe(true);
    expect(['0', '02', 'abc', '10000'].some((v) => pattern.test(v))).toBe(false);

    const mod = await import('@/app/(shop)/review/pages/[page]/page');
    expect(mod.revalidate).toBe(60);
    expect(mod.generateStaticParams()).toEqual([]);
    expect(await mod.generateMetadata(params('2'))).toMatchObject({ title: expect.stringContaining('구매 후기') });
    renderApp(await drawServer(await mod.default(params('2'))));
    expect(titles()[0]).toBe('후기 13');
    expect(titles()).toHaveLength(10);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이전' })).toHaveAttribute('href', '/review');
    expect(screen.getByRole('link', { name: '다음' })).toHaveAttribute('href', '/review?page=3');
    expect(listCalls.map((u) => [u.searchParams.get('page'), u.searchParams.get('size')])).toContainEqual(['2', '10']);
  });

  it('다른 쪽도 reviews 태그와 60초로 받는다: 후기를 쓰면 api 가 비우는 태그라 모든 쪽이 함께 새로 그려진다', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const mod = await import('@/app/(shop)/review/pages/[page]/page');
    await drawServer(await mod.default(params('3')));
    const [input, init] = fetchSpy.mock.calls.find(([u]) => String(u).includes('/v1/reviews'))!;
    fetchSpy.mockRestore();
    expect(String(input)).toBe(`${API}/reviews?page=3&size=10`);
    expect(init).toMatchObject({ next: { tags: ['reviews'], revalidate: 60 } });
  });

  it('목록은 서버 컴포넌트다: 브라우저가 주소를 읽어 목록을 다시 그리지 않는다', async () => {
    const { ReviewListPage } = await import('@/components/reviews/review-list-page');
    // async 함수는 클라이언트 컴포넌트가 될 수 없다('use client' 를 붙이면 빌드가 거절한다)
    expect(ReviewListPage.constructor.name).toBe('AsyncFunction');
  });

  it('마지막 쪽 너머와 다른 표기의 쪽은 찾을 수 없음이다(제목에서 먼저): 빈 쪽을 캐시하지 않는다', async () => {
    const mod = await import('@/app/(shop)/review/pages/[page]/page');
    await expect(mod.generateMetadata(params('4'))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(mod.default(params('4')).then(drawServer)).rejects.toThrow('NEXT_NOT_FOUND');
    listCalls = [];
    for (const other of ['02', 'abc', '0']) await expect(mod.generateMetadata(params(other))).rejects.toThrow('NEXT_NOT_FOUND');
    // 표기가 틀린 쪽은 api 에 묻지도 않는다
    expect(listCalls).toEqual([]);
  });

  it('후기가 없으면 1쪽은 빈 목록 안내를 그린다(찾을 수 없음이 아니다)', async () => {
    total = 0;
    const { ReviewListPage } = await import('@/components/reviews/review-list-page');
    renderApp(await ReviewListPage({ page: 1, revalidate: 60 }));
    expect(screen.getByText('아직 등록된 후기가 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('후기 0개')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지' })).not.toBeInTheDocument();
  });
});
