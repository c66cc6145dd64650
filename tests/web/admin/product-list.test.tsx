import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductList } from '@/components/admin/products/product-list';
import { renderApp } from '../components/render-app';
import { API, adminServer, product } from './admin-fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/admin/products';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rows = [
  product({ id: 100, name: '한국인 팔로워', unitPrice: 30 }),
  product({ id: 101, name: '외국인 팔로워', accountType: 'GLOBAL', unitPrice: 5, status: 'NOTSALE', displayOrder: 2 }),
];

function answerList(items = rows) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/products`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items, page: 1, size: 20, total: items.length });
    }),
  );
  return queries;
}

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('상품 목록 (/admin/products)', () => {
  it('상품마다 채널·유형, 종류·계정 유형, 단가, 판매 상태를 보인다', async () => {
    answerList();
    renderApp(<ProductList />);
    const list = await screen.findByRole('list', { name: '상품 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = await card('한국인 팔로워');
    await waitFor(() => expect(first).toHaveTextContent('인스타그램 · 팔로워'));
    expect(first).toHaveTextContent('단건 상품 · 한국인');
    expect(first).toHaveTextContent('1개당 30원');
    expect(first).toHaveTextContent('판매 중');
    expect(await card('외국인 팔로워')).toHaveTextContent('판매 중지');
  });

  it('삭제는 한 번 더 묻고, 확인해야 DELETE 를 부른다', async () => {
    answerList();
    const deleted: string[] = [];
    server.use(
      http.delete(`${API}/admin/products/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<ProductList />);
    const row = await card('한국인 팔로워');

    await user.click(within(row).getByRole('button', { name: '삭제' }));
    const dialog = within(row).getByRole('alertdialog');
    expect(dialog).toHaveTextContent('‘한국인 팔로워’을(를) 삭제할까요?');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(deleted).toEqual([]);

    await user.click(within(row).getByRole('button', { name: '삭제' }));
    await user.click(within(row).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(deleted).toEqual(['100']));
  });

  it('삭제가 거절되면 서버 문구를 role="alert" 로 보인다', async () => {
    answerList();
    server.use(
      http.delete(`${API}/admin/products/:id`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: '상품을 찾을 수 없습니다.', meta: null }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<ProductList />);
    const row = await card('한국인 팔로워');
    await user.click(within(row).getByRole('button', { name: '삭제' }));
    await user.click(within(row).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('상품을 찾을 수 없습니다.');
  });

  it('판매 중지는 status 만 PATCH 하고, 아래로는 같은 유형의 id 순서를 PUT 한다', async () => {
    answerList();
    const patches: unknown[] = [];
    const orders: unknown[] = [];
    server.use(
      http.patch(`${API}/admin/products/:id`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...rows[0], status: 'NOTSALE' });
      }),
      http.put(`${API}/admin/products/order`, async ({ request }) => {
        orders.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<ProductList />);
    const row = await card('한국인 팔로워');
    expect(within(row).getByRole('button', { name: '한국인 팔로워 위로' })).toBeDisabled();

    await user.click(within(row).getByRole('button', { name: '판매 중지' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'NOTSALE' }]));
    await user.click(within(row).getByRole('button', { name: '한국인 팔로워 아래로' }));
    await waitFor(() => expect(orders).toEqual([{ ids: [101, 100] }]));
  });

  it('채널·상태 조건과 이름 검색을 쿼리로 보낸다', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<ProductList />);
    await screen.findByRole('list', { name: '상품 목록' });
    await waitFor(() => expect(screen.getAllByRole('option', { name: '인스타그램' }).length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('채널'), '인스타그램');
    await user.selectOptions(screen.getByLabelText('판매 상태'), '판매 중');
    await user.type(screen.getByLabelText('상품 이름 검색'), '팔로워');
    await user.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('팔로워'));
    const last = queries.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({ channelId: '1', status: 'SALEABLE', q: '팔로워', page: '1', size: '20' });
  });
});
