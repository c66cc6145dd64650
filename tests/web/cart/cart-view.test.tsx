import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartView } from '@/components/cart/cart-view';
import { cartQuery } from '@/lib/api/carts';
import { makeQueryClient } from '@/lib/api/query-client';
import { CART_ADDED, type CartItem } from '@/lib/schemas/carts';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { MEMBER, makeCartItem, threeItems } from './cart-fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/cart';

const API = 'http://localhost:4000/v1';
let items: CartItem[] = [];
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/carts`, () => HttpResponse.json({ cartItemList: items, count: items.length })),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
  items = threeItems();
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const row = (name: string) => screen.getByRole('listitem', { name });

describe('장바구니 – 목록', () => {
  it('GET /v1/carts – 상품명·한국인/외국인·대상·기간·금액을 보이고, 판매 종료는 고를 수 없으며 합계에서 빠진다', async () => {
    renderApp(<CartView add={null} />);
    const daily = await screen.findByRole('listitem', { name: '인스타그램 외국인 좋아요 데일리' });
    expect(within(daily).getByText('외국인')).toBeInTheDocument();
    expect(within(daily).getByText('growth.global')).toBeInTheDocument();
    expect(within(daily).getByText('30일')).toBeInTheDocument();
    expect(within(daily).getByText('90,000원')).toBeInTheDocument();
    expect(within(row('인스타그램 한국인 팔로워')).getByText('한국인')).toBeInTheDocument();
    expect(within(row('인스타그램 한국인 팔로워')).queryByText('1일')).not.toBeInTheDocument();

    const ended = row('유튜브 조회수');
    expect(within(ended).getByText('판매 종료')).toBeInTheDocument();
    expect(within(ended).getByRole('checkbox')).toBeDisabled();
    expect(within(ended).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByTestId('cart-selected-total')).toHaveTextContent('142,250원');
  });

  it('목록을 받을 때마다 cartCount 쿠키가 그 개수를 따른다', async () => {
    renderApp(<CartView add={null} />);
    await screen.findByRole('listitem', { name: '유튜브 조회수' });
    expect(Cookies.get('cartCount')).toBe('3');

    const deleted: string[] = [];
    server.use(
      http.delete(`${API}/carts`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids')!;
        deleted.push(ids);
        items = items.filter((i) => !ids.split(',').includes(String(i.id)));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await user.click(within(row('인스타그램 한국인 팔로워')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: '인스타그램 외국인 좋아요 데일리' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['2']);
    expect(Cookies.get('cartCount')).toBe('2');
  });

  it('모두 지우면 빈 장바구니와 첫 화면 링크', async () => {
    items = [];
    renderApp(<CartView add={null} />);
    expect(await screen.findByText('장바구니에 담긴 상품이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '상품 보러 가기' })).toHaveAttribute('href', '/');
    expect(Cookies.get('cartCount')).toBe('0');
  });
});

describe('장바구니 – 선택', () => {
  it('전체 선택을 끄면 아무것도 안 골라지고 주문·삭제 버튼이 꺼진다, 다시 켜면 판매 중인 것만 골라진다', async () => {
    renderApp(<CartView add={null} />);
    await screen.findByRole('listitem', { name: '유튜브 조회수' });
    const all = screen.getByRole('checkbox', { name: /전체 선택/ });
    expect(all).toBeChecked();
    const user = userEvent.setup();
    await user.click(all);
    expect(screen.getByTestId('cart-selected-total')).toHaveTextContent('0원');
    expect(screen.getByRole('button', { name: '선택 상품 주문하기' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '선택 삭제' })).toBeDisabled();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: '전체 선택 (2/3)' })).toBeChecked();
  });

  it('POST /v1/purchases/payment-information-from-cart – 고른 항목으로 주문서를 만들고 /checkout?purchaseId= 로 간다', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/purchases/payment-information-from-cart`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'x' }, { status: 500 });
      }),
    );
    renderApp(<CartView add={null} />);
    await screen.findByRole('listitem', { name: '유튜브 조회수' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '선택 상품 주문하기' }));
    await waitFor(() => expect(body).toEqual({ cartItemIds: [1, 2] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('알 수 없는 에러');
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('장바구니 – 상품 화면에서 담기', () => {
  it('POST /v1/carts – ?add= 로 온 한 줄을 StrictMode 에서도 한 번만 담고 주소에서 지우며, 담았다고 화면 아래에 알린다', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`${API}/carts`, async ({ request }) => {
        posted.push(await request.json());
        items = [...items, makeCartItem({ id: 4, productName: '틱톡 팔로워' })];
        return HttpResponse.json(items[3], { status: 201 });
      }),
    );
    renderApp(
      <StrictMode>
        <CartView add={{ productId: 1, quantity: 1000, targetKey: 'growth.test', days: 1 }} />
      </StrictMode>,
      { toasts: true },
    );
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/cart'));
    expect(await screen.findByRole('listitem', { name: '틱톡 팔로워' })).toBeInTheDocument();
    expect(posted).toEqual([{ productId: 1, quantity: 1000, targetKey: 'growth.test', days: 1 }]);
    await waitFor(() => expect(Cookies.get('cartCount')).toBe('4'));
    const region = screen.getByTestId('toast-region');
    expect(region).toHaveTextContent(CART_ADDED);
    expect(region).toHaveAttribute('role', 'status');
  });

  it('담기 전에 나간 목록 요청(배지가 부른 것)이 담기 뒤에 돌아와도, 담은 줄이 보이고 개수도 그 뒤를 따른다', async () => {
    // 서버는 GET 을 받은 그 순간의 장바구니를 읽는다. 첫 GET 이 들어온 뒤에야 POST 가 담고, 첫 GET 은 POST 의 응답이
    // 간 뒤에 담기 전 목록으로 돌아온다: 두 요청이 서버에서 겹친 e2e 의 순서를 그대로 만든다.
    let firstGetArrived!: () => void;
    const getArrived = new Promise<void>((r) => (firstGetArrived = r));
    let postAnswered!: () => void;
    const answered = new Promise<void>((r) => (postAnswered = r));
    let gets = 0;
    server.use(
      http.get(`${API}/carts`, async () => {
        const snapshot = [...items];
        gets += 1;
        if (gets === 1) {
          firstGetArrived();
          await answered;
          await new Promise((r) => setTimeout(r, 30));
        }
        return HttpResponse.json({ cartItemList: snapshot, count: snapshot.length });
      }),
      http.post(`${API}/carts`, async () => {
        await getArrived;
        items = [...items, makeCartItem({ id: 4, productName: '틱톡 팔로워' })];
        setTimeout(postAnswered, 0);
        return HttpResponse.json(items[3], { status: 201 });
      }),
    );
    const client = makeQueryClient();
    // 막 로그인해 cartCount 쿠키가 없을 때 탭 바 배지가 부르는 것과 같은 요청
    void client.fetchQuery(cartQuery()).catch(() => undefined);
    renderApp(<CartView add={{ productId: 1, quantity: 1000, targetKey: 'growth.test', days: 1 }} />, { client });

    expect(await screen.findByRole('listitem', { name: '틱톡 팔로워' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 80));
    expect(screen.getByRole('listitem', { name: '틱톡 팔로워' })).toBeInTheDocument();
    expect(Cookies.get('cartCount')).toBe('4');
  });

  it('담는 동안에는 담기 전 목록을 그리지 않는다', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let postArrived = false;
    server.use(
      http.post(`${API}/carts`, async () => {
        postArrived = true;
        await held;
        items = [...items, makeCartItem({ id: 4, productName: '틱톡 팔로워' })];
        return HttpResponse.json(items[3], { status: 201 });
      }),
    );
    renderApp(<CartView add={{ productId: 1, quantity: 1000, targetKey: 'growth.test', days: 1 }} />);
    await waitFor(() => expect(postArrived).toBe(true));
    await new Promise((r) => setTimeout(r, 50)); // 먼저 나간 GET 이 돌아올 시간
    expect(screen.getByRole('heading', { name: '장바구니' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('listitem', { name: '틱톡 팔로워' })).toBeInTheDocument();
  });

  it('담기가 거절되면 담았다는 알림은 없다', async () => {
    server.use(
      http.post(`${API}/carts`, () =>
        HttpResponse.json({ code: 'CART_QUANTITY_EXCEEDED', message: '장바구니에 담긴 수량과 합쳐 최대 50000개까지 담을 수 있습니다.', meta: null }, { status: 400 }),
      ),
    );
    renderApp(<CartView add={{ productId: 1, quantity: 50000, targetKey: 'growth.test' }} />, { toasts: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('최대 50000개까지');
    expect(screen.getByTestId('toast-region')).toBeEmptyDOMElement();
  });

  it('담기가 거절되면 그 한국어 문구를 보이고 주소는 지운다', async () => {
    server.use(
      http.post(`${API}/carts`, () =>
        HttpResponse.json({ code: 'CART_QUANTITY_EXCEEDED', message: '장바구니에 담긴 수량과 합쳐 최대 50000개까지 담을 수 있습니다.', meta: null }, { status: 400 }),
      ),
    );
    renderApp(<CartView add={{ productId: 1, quantity: 50000, targetKey: 'growth.test' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('최대 50000개까지');
    expect(router.replace).toHaveBeenCalledWith('/cart');
  });
});
