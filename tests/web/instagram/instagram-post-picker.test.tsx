import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderForm } from '@/components/product/order-form';
import { InstagramPostPicker } from '@/components/product/instagram-post-picker';
import type { InstagramAccount, InstagramFeed } from '@/lib/schemas/instagram';
import { renderApp } from '../components/render-app';
import { makeProduct } from '../storefront/fixtures';
import { API, LOG_URL } from '../support/server';
import { clearAllCookies } from '../support/cookies';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/products/7';

const server = setupServer(http.post(LOG_URL, () => new HttpResponse(null, { status: 204 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearAllCookies());
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const imagePath = (url: string) => `/v1/orders/instagram/feed-image?url=${encodeURIComponent(url)}`;

const account = (overrides: Partial<InstagramAccount> = {}): InstagramAccount => ({
  username: 'growth.cafe',
  fullName: '그로스 카페',
  profileImageUrl: imagePath('https://cdn.instagram-fixture.example/images/avatar-1.jpg'),
  isPrivate: false,
  followerCount: 12_840,
  followingCount: 312,
  postCount: 486,
  ...overrides,
});

const feed = (n: number, overrides: Partial<InstagramFeed> = {}): InstagramFeed => {
  const shortcode = `CgRwCafe0${n}`;
  return {
    shortcode,
    url: `https://www.instagram.com/p/${shortcode}/`,
    imageUrl: imagePath(`https://cdn.instagram-fixture.example/images/latte.jpg?post=${shortcode}`),
    caption: `라떼 ${n}`,
    likeCount: 100 * n,
    commentCount: n,
    takenAt: '2026-03-10T01:00:00.000Z',
    isVideo: false,
    ...overrides,
  };
};

/** 계정·게시물 답을 정해 두고, 받은 아이디를 모은다 */
function answer(o: { account?: InstagramAccount | 'missing'; items?: InstagramFeed[] } = {}) {
  const asked: { path: string; username: string | null; limit: string | null }[] = [];
  server.use(
    http.get(`${API}/orders/instagram/account`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push({ path: 'account', username: q.get('username'), limit: null });
      if (o.account === 'missing') {
        return HttpResponse.json({ code: 'INSTAGRAM_ACCOUNT_NOT_FOUND', message: '인스타그램 계정을 찾을 수 없습니다.', meta: null }, { status: 404 });
      }
      return HttpResponse.json(o.account ?? account());
    }),
    http.get(`${API}/orders/instagram/feeds`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push({ path: 'feeds', username: q.get('username'), limit: q.get('limit') });
      const a = o.account && o.account !== 'missing' ? o.account : account();
      return HttpResponse.json({ username: a.username, isPrivate: a.isPrivate, items: a.isPrivate ? [] : (o.items ?? [feed(1), feed(2, { isVideo: true }), feed(3)]) });
    }),
  );
  return asked;
}

async function loadPosts(user: ReturnType<typeof userEvent.setup>, username: string) {
  // 주문 폼에서는 next/dynamic 으로 늦게 나타난다
  await user.type(await screen.findByLabelText('게시물을 고를 인스타그램 아이디'), username);
  await user.click(screen.getByRole('button', { name: '게시물 불러오기' }));
}

describe('게시물 고르기 – 게시물 주소 상품의 주문 폼', () => {
  it('아이디로 계정(사진·이름·팔로워)과 최근 게시물 3열 격자를 불러오고, 고르면 주문 대상 칸이 게시물 주소로 채워진다', async () => {
    const asked = answer();
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct({ targetKind: 'INSTAGRAM_POST_URL' })} />);

    // 지연 로딩된 고르기가 주문 대상 칸 아래에 나타난다
    await loadPosts(user, '@Growth.Cafe');
    const card = await screen.findByRole('region', { name: '게시물 선택' });
    const accountCard = await within(card).findByLabelText('인스타그램 계정');
    expect(accountCard).toHaveTextContent('그로스 카페');
    expect(accountCard).toHaveTextContent('@growth.cafe');
    expect(accountCard).toHaveTextContent('팔로워 12,840');
    expect(accountCard.querySelector('img')).toHaveAttribute(
      'src',
      `http://localhost:4000${imagePath('https://cdn.instagram-fixture.example/images/avatar-1.jpg')}`,
    );

    const grid = await screen.findByRole('list', { name: '최근 게시물' });
    const tiles = within(grid).getAllByRole('button');
    expect(tiles).toHaveLength(3);
    expect(within(grid).getByAltText('게시물: 라떼 1')).toHaveAttribute('src', `http://localhost:4000${feed(1).imageUrl}`);
    expect(within(tiles[1]!).getByText('동영상')).toBeInTheDocument();
    // 정규화한 아이디로 묻는다
    expect(asked).toEqual([
      { path: 'account', username: 'growth.cafe', limit: null },
      { path: 'feeds', username: 'growth.cafe', limit: '12' },
    ]);

    const target = screen.getByLabelText('인스타그램 게시물 주소');
    expect(screen.getByRole('button', { name: '바로 구매' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(tiles[1]!);
    expect(target).toHaveValue('https://www.instagram.com/p/CgRwCafe02/');
    expect(tiles[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(tiles[1]!).getByText('선택됨')).toBeInTheDocument();
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '바로 구매' })).toHaveAttribute('aria-disabled', 'false');

    // 다른 게시물을 고르면 선택이 옮겨 간다
    await user.click(tiles[2]!);
    expect(target).toHaveValue('https://www.instagram.com/p/CgRwCafe03/');
    expect(tiles[1]).toHaveAttribute('aria-pressed', 'false');
    expect(tiles[2]).toHaveAttribute('aria-pressed', 'true');
  });

  it('주문 대상 칸에 직접 적은 주소가 목록의 게시물이면 그 게시물이 선택되어 보인다', async () => {
    answer();
    const user = userEvent.setup();
    renderApp(<OrderForm product={makeProduct({ targetKind: 'INSTAGRAM_POST_URL' })} />);
    await user.type(screen.getByLabelText('인스타그램 게시물 주소'), 'instagram.com/reel/CgRwCafe01?igsh=abc');
    await loadPosts(user, 'growth.cafe');
    const grid = await screen.findByRole('list', { name: '최근 게시물' });
    expect(within(grid).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('아이디 상품에는 게시물 고르기가 없다', () => {
    renderApp(<OrderForm product={makeProduct({ targetKind: 'INSTAGRAM_USERNAME' })} />);
    expect(screen.queryByRole('button', { name: '게시물 불러오기' })).not.toBeInTheDocument();
  });
});

describe('게시물 고르기 – 빈 상태와 오류', () => {
  it('틀린 아이디는 부르지 않고 한국어 안내', async () => {
    const asked = answer();
    const user = userEvent.setup();
    renderApp(<InstagramPostPicker selectedUrl={null} onSelect={vi.fn()} />);
    await loadPosts(user, 'bad name!');
    expect(screen.getByText('인스타그램 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 30자 이내)')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('Enter 로도 불러온다', async () => {
    answer();
    const user = userEvent.setup();
    renderApp(<InstagramPostPicker selectedUrl={null} onSelect={vi.fn()} />);
    await user.type(screen.getByLabelText('게시물을 고를 인스타그램 아이디'), 'growth.cafe{Enter}');
    expect(await screen.findByRole('list', { name: '최근 게시물' })).toBeInTheDocument();
  });

  it('게시물이 없는 계정은 "아직 올라온 게시물이 없습니다."', async () => {
    answer({ account: account({ username: 'new.shop.kr', fullName: '새로 연 가게', postCount: 0 }), items: [] });
    const user = userEvent.setup();
    renderApp(<InstagramPostPicker selectedUrl={null} onSelect={vi.fn()} />);
    await loadPosts(user, 'new.shop.kr');
    expect(await screen.findByText('아직 올라온 게시물이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '최근 게시물' })).not.toBeInTheDocument();
  });

  it('비공개 계정은 계정을 보이고 공개로 바꾸라는 안내, 게시물은 묻지 않는다', async () => {
    const asked = answer({ account: account({ username: 'private.diary.kr', fullName: '비공개 일기장', isPrivate: true }) });
    const user = userEvent.setup();
    renderApp(<InstagramPostPicker selectedUrl={null} onSelect={vi.fn()} />);
    await loadPosts(user, 'private.diary.kr');
    expect(await screen.findByText('비공개 계정입니다. 게시물을 불러오려면 계정을 공개로 바꿔주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('인스타그램 계정')).toHaveTextContent('비공개 일기장');
    expect(asked.map((a) => a.path)).toEqual(['account']);
  });

  it('없는 계정은 서버의 한국어 메시지 "인스타그램 계정을 찾을 수 없습니다."', async () => {
    const asked = answer({ account: 'missing' });
    const user = userEvent.setup();
    renderApp(<InstagramPostPicker selectedUrl={null} onSelect={vi.fn()} />);
    await loadPosts(user, 'no.such.user');
    expect(await screen.findByRole('alert')).toHaveTextContent('인스타그램 계정을 찾을 수 없습니다.');
    // 404 는 다시 묻지 않는다
    expect(asked.map((a) => a.path)).toEqual(['account']);
  });

  it('인스타그램이 답하지 않으면(502) 한국어 오류를 보인다', async () => {
    server.use(
      http.get(`${API}/orders/instagram/account`, () =>
        HttpResponse.json({ code: 'INSTAGRAM_UNAVAILABLE', message: '인스타그램 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.', meta: null }, { status: 502 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<InstagramPostPicker selectedUrl={null} onSelect={vi.fn()} />);
    await loadPosts(user, 'growth.cafe');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('인스타그램 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'), { timeout: 5000 });
  });
});
