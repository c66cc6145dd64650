import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InquiryList } from '@/components/qnas/inquiry-list';
import { closeModal, getModalState } from '@/lib/modal';
import { renderApp } from '../components/render-app';
import { API, MEMBER_ID, logIn, memberServer, qna } from './fixtures';

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => {
  server.resetHandlers();
  if (getModalState()) closeModal();
});
afterAll(() => server.close());

const answered = qna({
  id: 2,
  category: 'DEPOSIT_QUESTION',
  categoryLabel: '입금 확인 문의',
  title: '입금 확인 부탁드려요',
  content: '김데모로 입금했습니다.',
  status: 'ANSWERED',
  statusLabel: '답변 완료',
  reply: '입금 확인되었습니다.',
  repliedAt: '2026-01-06T01:00:00.000Z',
  createdAt: '2026-01-05T16:00:00.000Z', // 서울 1월 6일 01:00
});

function answerPages(pages: ReturnType<typeof qna>[][], total: number) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/my-page/:memberId/qnas`, ({ request, params }) => {
      expect(params.memberId).toBe(String(MEMBER_ID));
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ items: pages[page - 1] ?? [], page, size: 10, total });
    }),
  );
  return asked;
}

describe('/inquiry – 내 1:1 문의 내역', () => {
  it('문의마다 분류·제목·답변 상태·날짜(서울)를 보이고, 누르면 내용과 답변이 펼쳐진다', async () => {
    answerPages([[answered, qna({ id: 1 })]], 2);
    const user = userEvent.setup();
    renderApp(<InquiryList />);
    const list = await screen.findByRole('list', { name: '문의 목록' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('입금 확인 문의');
    expect(first).toHaveTextContent('입금 확인 부탁드려요');
    expect(first).toHaveTextContent('답변 완료');
    expect(first).toHaveTextContent('2026.01.06');
    expect(second).toHaveTextContent('답변 대기');
    // 서비스는 내부 번호가 아니라 회원이 아는 것(상품·대상·주문번호)으로
    expect(second).toHaveTextContent('인스타그램 한국인 팔로워 · growth_official · 주문번호 GM20260105ABCDEFGHJK');
    expect(second).not.toHaveTextContent('12 인스타그램');
    expect(screen.getByText('전체 2건')).toBeInTheDocument();

    expect(within(first!).queryByText('김데모로 입금했습니다.')).not.toBeInTheDocument();
    const toggle = within(first!).getByRole('button', { expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first!).getByText('김데모로 입금했습니다.')).toBeInTheDocument();
    expect(within(first!).getByRole('region', { name: '운영자 답변' })).toHaveTextContent('입금 확인되었습니다.');

    await user.click(within(second!).getByRole('button'));
    expect(within(second!).getByText('어제 결제했어요.')).toBeInTheDocument();
    expect(within(second!).getByText('아직 답변이 등록되지 않았습니다. 빠르게 확인해 드릴게요.')).toBeInTheDocument();
  });

  it('더 있으면 더보기로 다음 쪽을 이어 붙이고, 다 받으면 버튼을 감춘다', async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) => qna({ id: 100 - i, title: `문의 ${i + 1}` }));
    const asked = answerPages([firstPage, [qna({ id: 50, title: '문의 11' })]], 11);
    const user = userEvent.setup();
    renderApp(<InquiryList />);
    const list = await screen.findByRole('list', { name: '문의 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '더보기' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(11));
    expect(screen.getByText('문의 11')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더보기' })).not.toBeInTheDocument();
    expect(asked).toEqual(['?page=1&size=10', '?page=2&size=10']);
  });

  it('문의가 없으면 빈 안내를 보인다', async () => {
    answerPages([[]], 0);
    renderApp(<InquiryList />);
    expect(await screen.findByText('아직 문의 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '문의 목록' })).not.toBeInTheDocument();
  });

  it('문의하기는 주소에 ?modal=inquiryWrite 를 붙이고 상품 문의로 연다', async () => {
    answerPages([[]], 0);
    const user = userEvent.setup();
    renderApp(<InquiryList />);
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    expect(new URLSearchParams(window.location.search).get('modal')).toBe('inquiryWrite');
    expect(getModalState()).toEqual({ kind: 'inquiryWrite', serviceId: null, category: 'PRODUCT_QUESTION' });
  });
});
