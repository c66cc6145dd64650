import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminReviewRow } from '@/components/admin/reviews/admin-review-row';
import type { AdminReview } from '@/lib/schemas/reviews';
import { renderApp } from '../components/render-app';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';

const API = 'http://localhost:4000/v1';
const server = setupServer(
  http.get(`${API}/my-page/:memberId`, ({ params }) =>
    HttpResponse.json({ memberId: Number(params.memberId), point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: null, email: 'admin@example.com', emailVerified: true }),
  ),
  http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
);

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 5,
  authorName: '김*모',
  rating: 4.5,
  title: '전후 사진 올려요',
  content: '첫 줄\n둘째 줄\n셋째 줄',
  imageUrlList: ['https://api.example.com/uploads/reviews/2026/11/a.png'],
  productId: 3,
  productName: '인스타그램 한국인 팔로워',
  snsChannelId: 1,
  productTypeId: 1,
  createdAt: '2026-11-02T01:00:00.000Z',
  memberId: 7,
  serviceId: 21,
  isHidden: false,
  hiddenReason: null,
  lineRewardAt: null,
  photoRewardAt: null,
  ...overrides,
});

let confirm: ReturnType<typeof vi.spyOn>;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clearAllCookies();
  Cookies.set('token', await makeToken(3600, { memberId: 1 }), { path: '/' });
  confirm = vi.spyOn(window, 'confirm').mockImplementation(() => true);
});
afterEach(() => {
  server.resetHandlers();
  confirm.mockRestore();
});
afterAll(() => server.close());

describe('관리자 후기 한 줄', () => {
  it('보이는 사진 후기에는 사진 적립금 지급과 사진 삭제 버튼이 있다', () => {
    renderApp(<AdminReviewRow review={review()} />);
    expect(screen.getByRole('button', { name: '사진 적립금 지급' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 삭제' })).toBeInTheDocument();
  });

  it('숨긴 후기에는 사진 적립금 지급 버튼이 없다(사진 삭제는 있다)', () => {
    renderApp(<AdminReviewRow review={review({ isHidden: true, hiddenReason: '관련 없는 사진' })} />);
    expect(screen.queryByRole('button', { name: '사진 적립금 지급' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 삭제' })).toBeInTheDocument();
    expect(screen.getByText('숨김: 관련 없는 사진')).toBeInTheDocument();
  });

  it('사진이 없으면 두 버튼 모두 없다', () => {
    renderApp(<AdminReviewRow review={review({ imageUrlList: [] })} />);
    expect(screen.queryByRole('button', { name: '사진 적립금 지급' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '사진 삭제' })).not.toBeInTheDocument();
  });

  it('사진 삭제는 확인을 받고 DELETE /v1/admin/reviews/{id}/images 를 부른다; 취소하면 부르지 않는다', async () => {
    const calls: string[] = [];
    server.use(
      http.delete(`${API}/admin/reviews/:id/images`, ({ params }) => {
        calls.push(String(params.id));
        return HttpResponse.json(review({ imageUrlList: [] }));
      }),
    );
    renderApp(<AdminReviewRow review={review()} />);
    const user = userEvent.setup();
    confirm.mockImplementationOnce(() => false);
    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    await waitFor(() => expect(calls).toEqual(['5']));
    expect(confirm).toHaveBeenLastCalledWith('이 후기의 사진을 모두 삭제할까요? 삭제한 사진은 되돌릴 수 없습니다.');
  });

  it('서버가 사진 적립금을 거절하면(숨긴 후기 409) 그 문구를 보인다', async () => {
    server.use(
      http.post(`${API}/admin/reviews/:id/photo-reward`, () =>
        HttpResponse.json({ code: 'REVIEW_HIDDEN', message: '숨긴 후기에는 사진 적립금을 지급할 수 없습니다.', meta: null }, { status: 409 }),
      ),
    );
    renderApp(<AdminReviewRow review={review()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '사진 적립금 지급' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('숨긴 후기에는 사진 적립금을 지급할 수 없습니다.');
  });
});
