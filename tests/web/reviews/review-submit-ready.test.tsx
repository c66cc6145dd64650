import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ReviewWriteModal } from '@/components/reviews/review-write-modal';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/review';

const API = 'http://localhost:4000/v1';
const server = setupServer(
  http.get(`${API}/my-page/7`, () =>
    HttpResponse.json({ memberId: 7, point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'demo@example.com', emailVerified: true }),
  ),
  http.get(`${API}/reviews/:memberId/services`, () => HttpResponse.json({ myServiceList: [{ id: 21, productName: '인스타그램 한국인 팔로워', targetKey: 'growth_official', orderNo: 'GM20261101ABCDEFGHJK', orderedAt: '2026-11-01T01:00:00.000Z' }] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  Cookies.set('token', await makeToken(3600, { memberId: 7 }), { path: '/' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('후기 작성 – 마지막 칸(내용)에 커서가 남아 있어도 다 채우면 등록하기가 바로 풀린다', async () => {
  const user = userEvent.setup();
  renderApp(<ReviewWriteModal serviceId={null} onClose={vi.fn()} />);
  const submit = screen.getByRole('button', { name: '등록하기' });

  await screen.findByRole('option', { name: /^인스타그램 한국인 팔로워 · growth_official/ });
  await user.selectOptions(screen.getByRole('combobox', { name: /상품 선택/ }), '21');
  await user.type(screen.getByRole('textbox', { name: '제목' }), '빠른 시작');
  expect(submit).toBeDisabled();
  const content = screen.getByRole('textbox', { name: '내용' });
  await user.type(content, '열 글자는 넘는 후기 내용입니다');

  expect(content).toHaveFocus();
  expect(submit).toBeEnabled();
});
