import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchView } from '@/components/search/search-view';
import { matchScore } from '@/lib/schemas/search-rules';
import { SearchResponseSchema, type SearchResponse } from '@/lib/schemas/search';
import { renderApp } from '../components/render-app';
import { navigation, router } from '../next-navigation';
import { makeProduct } from '../storefront/fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const API = 'http://localhost:4000/v1';
const follower = makeProduct({ id: 11, name: '인스타그램 한국인 팔로워' });
const likes = makeProduct({ id: 12, name: '인스타그램 한국인 좋아요', productType: { id: 2, slug: 'likes', name: '좋아요' }, productTypeId: 2 });
const popular = [makeProduct({ id: 21, name: '유튜브 조회수' }), makeProduct({ id: 22, name: '틱톡 외국인 팔로워' })];

/** api 와 같은 맞추기 규칙(lib/schemas/search-rules)으로 답하는 가짜 검색: 화면이 보내는 검색어를 그대로 시험한다 */
function answer(q: string): SearchResponse {
  const products = [follower, likes].filter((p) => matchScore(q, [p.name, p.productType.name, p.channel.name]) !== null);
  const types = matchScore(q, ['팔로워', '인스타그램']) !== null ? [{ id: 1, slug: 'followers', name: '팔로워', subtitle: '', iconUrl: null, channel: { id: 1, slug: 'instagram', name: '인스타그램' } }] : [];
  return SearchResponseSchema.parse({ query: q.trim(), channels: [], productTypes: types, products });
}

const searched = vi.fn((q: string) => HttpResponse.json(answer(q)));
const server = setupServer(
  http.get(`${API}/search`, ({ request }) => searched(new URL(request.url).searchParams.get('q') ?? '')),
  http.get(`${API}/orders/popular`, () => HttpResponse.json({ items: popular })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/search');
  navigation.reset('/search');
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const box = () => within(screen.getByRole('search', { name: '상품 검색' })).getByLabelText('검색어');
const productLinks = async () => {
  const group = await screen.findByRole('region', { name: /^상품 \d+$/ }, { timeout: 5_000 });
  return within(group).getAllByRole('link').map((a) => a.getAttribute('href'));
};

describe('검색 화면', () => {
  it('초성 ㅍㄹㅇ 으로 팔로워 상품과 서비스 종류를 찾고, 결과는 상품·유형 화면으로 이어진다', async () => {
    const user = userEvent.setup();
    renderApp(<SearchView />);
    await user.type(box(), 'ㅍㄹㅇ');
    expect(await productLinks()).toEqual(['/products/11']);
    const types = screen.getByRole('region', { name: '서비스 종류 1' });
    expect(within(types).getByRole('link', { name: '인스타그램 팔로워' })).toHaveAttribute('href', '/channels/1/1');
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 2건');
    expect(searched).toHaveBeenLastCalledWith('ㅍㄹㅇ');
    // 주소에 남아 결과를 열었다 돌아와도 같은 결과
    expect(window.location.pathname + window.location.search).toBe(`/search?q=${encodeURIComponent('ㅍㄹㅇ')}`);
  });

  it('띄어쓰기를 빼고 써도(한국인좋아요) 찾는다', async () => {
    const user = userEvent.setup();
    renderApp(<SearchView />);
    await user.type(box(), '한국인좋아요');
    expect(await productLinks()).toEqual(['/products/12']);
  });

  it('맞는 것이 없으면 빈 결과 안내', async () => {
    const user = userEvent.setup();
    renderApp(<SearchView />);
    await user.type(box(), '없는상품');
    expect(await screen.findByText("'없는상품'에 맞는 상품이 없습니다.")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^상품/ })).not.toBeInTheDocument();
    // 알림 영역이 0건을 읽어 준다
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 0건');
  });

  it("검색어가 'popular' 여도 인기 상품과 섞이지 않는다(둘 다 그대로 보이고 화면이 깨지지 않는다)", async () => {
    const user = userEvent.setup();
    renderApp(<SearchView />);
    await screen.findByRole('region', { name: '인기 상품' });
    await user.type(box(), 'popular');
    expect(await screen.findByText("'popular'에 맞는 상품이 없습니다.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 0건');
    await user.clear(box());
    const group = await screen.findByRole('region', { name: '인기 상품' });
    expect(within(group).getAllByRole('link')).toHaveLength(2);
  });

  it('검색창이 비어 있으면 인기 상품을 보이고 검색을 부르지 않는다', async () => {
    renderApp(<SearchView />);
    const group = await screen.findByRole('region', { name: '인기 상품' });
    expect(within(group).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/products/21', '/products/22']);
    expect(searched).not.toHaveBeenCalled();
  });

  it('찾은 검색어는 최근 검색어로 남고, 누르면 다시 찾고, 하나씩·모두 지운다', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(<SearchView />);
    await user.type(box(), '팔로워{Enter}');
    await productLinks();
    await user.clear(box());
    await user.type(box(), '좋아요{Enter}');
    await productLinks();
    await user.clear(box());

    const recent = await screen.findByRole('region', { name: '최근 검색어' });
    expect(within(recent).getAllByRole('button', { name: /^(팔로워|좋아요)$/ }).map((b) => b.textContent)).toEqual(['좋아요', '팔로워']);
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? '[]')).toEqual(['좋아요', '팔로워']);

    // 다시 열어도 남아 있다(이 기기의 저장소)
    unmount();
    renderApp(<SearchView />);
    const again = await screen.findByRole('region', { name: '최근 검색어' });
    await user.click(within(again).getByRole('button', { name: '최근 검색어 좋아요 삭제' }));
    expect(within(again).queryByRole('button', { name: '좋아요' })).not.toBeInTheDocument();

    await user.click(within(again).getByRole('button', { name: '팔로워' }));
    expect(box()).toHaveValue('팔로워');
    expect(await productLinks()).toEqual(['/products/11']);

    await user.clear(box());
    await user.click(within(await screen.findByRole('region', { name: '최근 검색어' })).getByRole('button', { name: '전체 삭제' }));
    expect(screen.queryByRole('region', { name: '최근 검색어' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('recentSearches')).toBe('[]');
  });

  it('주소가 밖에서 바뀌면(탭 바의 검색, 뒤로 가기) 검색칸과 결과가 따른다', async () => {
    navigation.reset('/search', `q=${encodeURIComponent('한국인좋아요')}`);
    renderApp(<SearchView />);
    expect(box()).toHaveValue('한국인좋아요');
    expect(await productLinks()).toEqual(['/products/12']);
    act(() => router.push('/search'));
    expect(box()).toHaveValue('');
    expect(await screen.findByRole('region', { name: '인기 상품' })).toBeInTheDocument();
  });

  it('결과를 열면 그 검색어가 최근 검색어에 남는다', async () => {
    const user = userEvent.setup();
    renderApp(<SearchView />);
    await user.type(box(), 'ㅍㄹㅇ');
    await productLinks();
    await user.click(screen.getByRole('link', { name: /인스타그램 한국인 팔로워/ }));
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? '[]')).toEqual(['ㅍㄹㅇ']);
  });
});
