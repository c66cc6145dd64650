import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MyPageHome } from '@/components/my-page/my-page-home';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn } from '../my-purchases/fixtures';
import { setupServer } from 'msw/node';

const server = setupServer(
  http.get(`${API}/my-page/:memberId`, ({ params }) =>
    HttpResponse.json({ memberId: Number(params.memberId), point: 12500, registrationType: 'EMAIL', reviewCount: 4, cellPhone: '01000000000', email: 'demo@example.com', emailVerified: true }),
  ),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const service = (id: number, productName: string, status = 'IN_PROGRESS') => ({ id, productName, status, progress: 40 });

describe('/my-page – 마이페이지 첫 화면', () => {
  it('적립금·후기 수, 진행 중인 서비스 수와 앞의 세 이름, 메뉴 다섯 개를 보인다', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/my-page/:memberId/services`, ({ request, params }) => {
        expect(params.memberId).toBe(String(MEMBER_ID));
        const query = new URL(request.url).searchParams;
        queries.push(query);
        if (query.get('status') === 'WAITING') {
          return HttpResponse.json({ myServiceList: [service(9, '시작 전 팔로워', 'WAITING')], page: 1, size: 3, total: 1 });
        }
        return HttpResponse.json({
          myServiceList: [service(1, '한국인 팔로워'), service(2, '자동 좋아요'), service(3, '유튜브 조회수')],
          page: 1,
          size: 3,
          total: 5,
        });
      }),
    );
    renderApp(<MyPageHome />);
    expect(await screen.findByText('12,500원')).toBeInTheDocument();
    expect(screen.getByText('4개')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '진행 중인 서비스 목록' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['한국인 팔로워', '자동 좋아요', '유튜브 조회수']);
    // 탈퇴가 막히는 '진행 중'과 같은 뜻: 시작 전(WAITING)도 센다
    expect(screen.getByRole('link', { name: '6건' })).toHaveAttribute('href', '/my-page/services');
    expect(queries.map((q) => q.get('status')).sort()).toEqual(['IN_PROGRESS', 'WAITING']);
    expect(queries.map((q) => q.get('size'))).toEqual(['3', '3']);

    const menu = screen.getByRole('list', { name: '마이페이지 메뉴' });
    const links = within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['구매 내역', '/my-page/purchases'],
      ['서비스 내역', '/my-page/services'],
      ['쿠폰함', '/my-page/coupons'],
      ['1:1 문의', '/inquiry'],
      ['후기', '/review'],
      ['회원 정보', '/my-page/member-info'],
      ['알림 설정', '/my-page/notifications'],
    ]);
  });

  it('진행 중인 서비스가 셋보다 적으면 시작 전 서비스가 뒤를 채운다', async () => {
    server.use(
      http.get(`${API}/my-page/:memberId/services`, ({ request }) =>
        new URL(request.url).searchParams.get('status') === 'WAITING'
          ? HttpResponse.json({ myServiceList: [service(7, '시작 전 조회수', 'WAITING'), service(8, '시작 전 좋아요', 'WAITING')], page: 1, size: 3, total: 2 })
          : HttpResponse.json({ myServiceList: [service(1, '한국인 팔로워')], page: 1, size: 3, total: 1 }),
      ),
    );
    renderApp(<MyPageHome />);
    const list = await screen.findByRole('list', { name: '진행 중인 서비스 목록' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['한국인 팔로워', '시작 전 조회수', '시작 전 좋아요']);
    expect(screen.getByRole('link', { name: '3건' })).toBeInTheDocument();
  });

  it('서비스 목록을 불러오지 못하면 그 칸만 숨기고 나머지는 그대로', async () => {
    server.use(http.get(`${API}/my-page/:memberId/services`, () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: '오류', meta: null }, { status: 500 })));
    renderApp(<MyPageHome />);
    expect(await screen.findByText('12,500원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원 정보' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '진행 중인 서비스' })).not.toBeInTheDocument();
  });
});
