import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { navItemsFor } from '@/components/admin/admin-nav-items';
import { AdminOutboxList } from '@/components/admin/notifications/outbox-list';
import { renderApp } from '../components/render-app';
import { navigation } from '../next-navigation';
import { API, adminServer, outboxItem } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  navigation.reset('/admin/notifications');
  screenWidth(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** 넓은 화면(1024px~)이면 표, 아니면 카드 */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

const ROWS = [
  outboxItem(),
  outboxItem({
    id: 40,
    channel: 'LMS',
    template: 'ORDER_RECEIVED_BANK',
    title: '주문 접수(입금 안내)',
    status: 'FELL_BACK',
    lastError: '알림톡 실패(3008 템플릿 불일치) → 문자로 보냄',
  }),
  outboxItem({
    source: 'MAIL',
    id: 40,
    channel: 'MAIL',
    template: 'QNA_REPLY',
    title: '[그로스몰] 1:1 문의에 답변이 등록되었습니다',
    recipient: 'demo@example.com',
    status: 'FAILED',
    attempts: 5,
    lastError: 'SMTP 550 mailbox unavailable',
    sentAt: null,
  }),
];

function answerOutbox(total = 45, items = ROWS) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/outbox`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: total === 0 ? [] : items, page: 1, size: 20, total });
    }),
  );
  return queries;
}
const lastUrl = () => new URLSearchParams(navigation.visited.at(-1)!.split('?')[1]);

describe('/admin/notifications – 발송함', () => {
  it('알림과 메일을 한 표에: 일시·경로·가린 번호 또는 주소·내용·한국어 상태·시도·마지막 오류, 상세로 가는 링크', async () => {
    const queries = answerOutbox();
    renderApp(<AdminOutboxList />);
    const table = await screen.findByRole('table', { name: '발송 목록' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['일시', '경로', '받는 사람', '내용', '상태', '시도', '마지막 오류']);
    const [kakao, lms, mail] = within(table).getAllByRole('row').slice(1);

    expect(kakao).toHaveTextContent('알림톡');
    expect(kakao).toHaveTextContent('010-****-5678');
    expect(kakao).toHaveTextContent('발송');
    expect(within(kakao!).getByRole('link', { name: '결제 완료' })).toHaveAttribute('href', '/admin/notifications/41');

    expect(lms).toHaveTextContent('문자(LMS)');
    expect(lms).toHaveTextContent('대체 발송');
    expect(lms).toHaveTextContent('알림톡 실패(3008 템플릿 불일치) → 문자로 보냄');
    expect(within(lms!).getByRole('link', { name: '주문 접수(입금 안내)' })).toHaveAttribute('href', '/admin/notifications/40');

    expect(mail).toHaveTextContent('메일');
    expect(mail).toHaveTextContent('demo@example.com');
    expect(mail).toHaveTextContent('실패');
    expect(mail).toHaveTextContent('5회');
    expect(mail).toHaveTextContent('SMTP 550 mailbox unavailable');
    // 메일함에만 있는 메일은 메일 상세(다시 보내기가 있는 곳)로
    expect(within(mail!).getByRole('link', { name: '[그로스몰] 1:1 문의에 답변이 등록되었습니다' })).toHaveAttribute('href', '/admin/mails/40');

    expect(screen.getByText('총 45건')).toBeInTheDocument();
    expect(queries[0]!.get('page')).toBe('1');
    expect(queries[0]!.get('size')).toBe('20');
  });

  it('주소의 조건(경로·상태·회원·받는 사람·기간·쪽)으로 처음 목록을 부르고 칸에 그대로 보인다. 주소의 틀린 값은 버린다', async () => {
    navigation.reset('/admin/notifications', 'channel=KAKAO&status=FAILED&memberId=7&recipient=010-1234&from=2026-11-01&to=2026-11-26&page=2&sort=nope');
    const queries = answerOutbox();
    renderApp(<AdminOutboxList />);
    await screen.findByRole('table', { name: '발송 목록' });
    expect(Object.fromEntries(queries[0]!)).toEqual({
      channel: 'KAKAO',
      status: 'FAILED',
      memberId: '7',
      recipient: '010-1234',
      from: '2026-11-01',
      to: '2026-11-26',
      page: '2',
      size: '20',
    });
    expect(screen.getByLabelText('경로')).toHaveValue('KAKAO');
    expect(screen.getByLabelText('상태')).toHaveValue('FAILED');
    expect(screen.getByLabelText('받는 사람(휴대폰 번호·이메일)')).toHaveValue('010-1234');
    expect(screen.getByLabelText('회원 번호')).toHaveValue('7');
    expect(screen.getByLabelText('날짜 시작')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('날짜 끝')).toHaveValue('2026-11-26');

    navigation.reset('/admin/notifications', 'status=SENDING&channel=FAX&memberId=0');
    const again = answerOutbox();
    renderApp(<AdminOutboxList />);
    await waitFor(() => expect(again.length).toBeGreaterThan(0));
    expect(again.at(-1)!.has('status')).toBe(false);
    expect(again.at(-1)!.has('channel')).toBe(false);
    expect(again.at(-1)!.has('memberId')).toBe(false);
  });

  it('경로·상태는 고르는 즉시 주소에 남고 첫 쪽으로, 받는 사람·회원 번호·기간은 검색을 눌러야, 다음 쪽은 page 가 주소에', async () => {
    navigation.reset('/admin/notifications', 'page=3');
    const queries = answerOutbox();
    const user = userEvent.setup();
    renderApp(<AdminOutboxList />);
    await screen.findByRole('table', { name: '발송 목록' });

    await user.selectOptions(screen.getByLabelText('상태'), '대기');
    expect(Object.fromEntries(lastUrl())).toEqual({ status: 'QUEUED' });
    await user.selectOptions(screen.getByLabelText('경로'), '알림톡');
    expect(Object.fromEntries(lastUrl())).toEqual({ status: 'QUEUED', channel: 'KAKAO' });

    await user.type(screen.getByLabelText('받는 사람(휴대폰 번호·이메일)'), '010-1234-5678');
    await user.type(screen.getByLabelText('회원 번호'), '7');
    expect(Object.fromEntries(lastUrl())).toEqual({ status: 'QUEUED', channel: 'KAKAO' });
    await user.type(screen.getByLabelText('날짜 시작'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(Object.fromEntries(lastUrl())).toEqual({ status: 'QUEUED', channel: 'KAKAO', recipient: '010-1234-5678', memberId: '7', from: '2026-11-20' });
    await waitFor(() => expect(queries.at(-1)!.get('recipient')).toBe('010-1234-5678'));

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(lastUrl().get('page')).toBe('2');
    await waitFor(() => expect(queries.at(-1)!.get('page')).toBe('2'));
  });

  it('회원 번호가 숫자가 아니거나 기간이 거꾸로면 한국어로 알리고 주소를 바꾸지 않는다', async () => {
    answerOutbox();
    const user = userEvent.setup();
    renderApp(<AdminOutboxList />);
    await screen.findByRole('table', { name: '발송 목록' });
    await user.type(screen.getByLabelText('회원 번호'), '칠');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('회원 번호는 숫자로 입력해주세요.');
    expect(navigation.visited).toEqual([]);

    await user.clear(screen.getByLabelText('회원 번호'));
    await user.type(screen.getByLabelText('날짜 시작'), '2026-11-26');
    await user.type(screen.getByLabelText('날짜 끝'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: '검색' }));
    const start = screen.getByLabelText('날짜 시작');
    expect(start).toHaveAccessibleDescription('시작일은 종료일보다 늦을 수 없습니다.');
    expect(start).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigation.visited).toEqual([]);
  });

  it('휴대폰 폭에서는 카드: 같은 내용, 상세 링크 하나씩', async () => {
    screenWidth(false);
    answerOutbox(3);
    renderApp(<AdminOutboxList />);
    const list = await screen.findByRole('list', { name: '발송 목록' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('알림톡');
    expect(cards[0]).toHaveTextContent('010-****-5678');
    expect(within(cards[0]!).getByRole('heading', { name: '결제 완료' })).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('마지막 오류: SMTP 550 mailbox unavailable');
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('조건에 맞는 것이 없으면 그렇게 알린다', async () => {
    answerOutbox(0);
    renderApp(<AdminOutboxList />);
    expect(await screen.findByText('조건에 맞는 발송 내역이 없습니다.')).toBeInTheDocument();
  });

  it('axe: 표와 거르기에 WCAG 2.2 A·AA 위반이 없다', async () => {
    answerOutbox();
    const { container } = renderApp(<AdminOutboxList />);
    await screen.findByRole('table', { name: '발송 목록' });
    const result = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('콘솔 메뉴의 발송함', () => {
  it('OWNER·MANAGER 에게는 /admin/notifications 로, 상담원(SUPPORT)에게는 없다', () => {
    const outbox = (role: 'OWNER' | 'MANAGER' | 'SUPPORT') => navItemsFor(role).filter((i) => i.label === '발송함');
    expect(outbox('OWNER').map((i) => i.href)).toEqual(['/admin/notifications']);
    expect(outbox('MANAGER').map((i) => i.href)).toEqual(['/admin/notifications']);
    expect(outbox('SUPPORT')).toEqual([]);
  });
});
