import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartView } from '@/components/cart/cart-view';
import type { CartItem } from '@/lib/schemas/carts';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { MEMBER, makeCartItem } from './cart-fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/cart';

const API = 'http://localhost:4000/v1';
let items: CartItem[] = [];
const patches: Array<{ id: string; body: unknown }> = [];
const server = setupServer(
  http.get(`${API}/my-page/7`, () => HttpResponse.json(MEMBER)),
  http.get(`${API}/carts`, () => HttpResponse.json({ cartItemList: items, count: items.length })),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
  http.patch(`${API}/carts/:id`, async ({ params, request }) => {
    const body = (await request.json()) as { quantity: number };
    patches.push({ id: String(params.id), body });
    if (body.quantity > 50_000) {
      return HttpResponse.json({ code: 'INVALID_QUANTITY', message: '수량은 100개 이상 50,000개 이하로 입력해주세요.', meta: null }, { status: 400 });
    }
    items = items.map((i) => (String(i.id) === params.id ? { ...i, quantity: body.quantity, total: body.quantity * 50 } : i));
    return HttpResponse.json(items.find((i) => String(i.id) === params.id));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
  items = [makeCartItem({ id: 11 })];
  patches.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('장바구니 – 수량', () => {
  it('PATCH /v1/carts/{id} – + 를 누르면 수량+1 을 보내고 서버가 다시 계산한 금액을 보인다', async () => {
    renderApp(<CartView add={null} />);
    const line = await screen.findByRole('listitem', { name: '인스타그램 한국인 팔로워' });
    await userEvent.setup().click(within(line).getByRole('button', { name: '수량 늘리기' }));
    await waitFor(() => expect(within(line).getByText('50,050원')).toBeInTheDocument());
    expect(patches).toEqual([{ id: '11', body: { quantity: 1001 } }]);
    expect(within(line).getByRole('textbox', { name: '수량' })).toHaveValue('1001');
  });

  it('직접 입력한 수량을 서버가 거절하면 그 한국어 문구를 줄 아래에 보이고 수량은 그대로다', async () => {
    renderApp(<CartView add={null} />);
    const line = await screen.findByRole('listitem', { name: '인스타그램 한국인 팔로워' });
    const input = within(line).getByRole('textbox', { name: '수량' });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '60000{Enter}');

    expect(await within(line).findByRole('alert')).toHaveTextContent('수량은 100개 이상 50,000개 이하로 입력해주세요.');
    expect(patches).toEqual([{ id: '11', body: { quantity: 60000 } }]);
    expect(input).toHaveValue('1000');
  });
});
