import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminMemberList } from '@/components/admin/members/admin-member-list';
import { renderApp } from '../components/render-app';
import { API, adminServer, memberRow } from './fixtures';

import { navigation } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  navigation.reset('/admin/members');
  wideScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** 넓은 화면(1024px~)인 척: 표로 그린다 */
function wideScreen(matches = true) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

function answerList(total = 45) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/members`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const items = total === 0 ? [] : [memberRow(), memberRow({ id: 8, name: '이정지', status: 'STOP', point: 0 })];
      return HttpResponse.json({ items, page: 1, size: 20, total });
    }),
  );
  return queries;
}
const lastUrl = () => new URLSearchParams(navigation.visited.at(-1)!.split('?')[1]);

describe('/admin/members – 조건·정렬·쪽은 주소에', () => {
  it('주소의 조건·정렬(sort 하나)·쪽으로 처음 목록을 부르고, 고르기 칸에 그대로 보인다', async () => {
    navigation.reset('/admin/members', 'status=STOP&registrationType=KAKAO&q=%EA%B9%80&sort=point&page=2&from=2026-01-01');
    const queries = answerList();
    renderApp(<AdminMemberList />);
    const table = await screen.findByRole('table', { name: '회원 목록' });
    expect(queries[0]!.get('status')).toBe('STOP');
    expect(queries[0]!.get('registrationType')).toBe('KAKAO');
    expect(queries[0]!.get('q')).toBe('김');
    expect(queries[0]!.get('sort')).toBe('point');
    expect(queries[0]!.has('order')).toBe(false);
    expect(queries[0]!.get('page')).toBe('2');
    expect(queries[0]!.get('from')).toBe('2026-01-01');
    expect(screen.getByLabelText('회원 상태')).toHaveValue('STOP');
    expect(screen.getByLabelText('가입 방식')).toHaveValue('KAKAO');
    expect(screen.getByLabelText('이메일·이름·휴대폰·회원 번호·주문번호')).toHaveValue('김');
    expect(within(table).getByRole('columnheader', { name: /적립금/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /가입일/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('총 45건')).toBeInTheDocument();
  });

  it('sort 가 없으면 최근 가입부터(가입일 내림차순)로 보이고 api 에는 sort 를 싣지 않는다', async () => {
    const queries = answerList();
    renderApp(<AdminMemberList />);
    const table = await screen.findByRole('table', { name: '회원 목록' });
    expect(within(table).getByRole('columnheader', { name: /가입일/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: '이메일' })).not.toHaveAttribute('aria-sort');
    expect(queries[0]!.has('sort')).toBe(false);
  });

  it('상태를 고르면 주소에 남기고 첫 쪽으로, 정렬 머리를 누르면 sort 가 주소에, 다음 쪽은 page 가 주소에', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<AdminMemberList />);
    const table = await screen.findByRole('table', { name: '회원 목록' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: '김데모' })).toHaveAttribute('href', '/admin/members/7');
    expect(row).toHaveTextContent('010-1234-5678');
    expect(row).toHaveTextContent('27,000원');

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(navigation.visited.at(-1)).toBe('/admin/members?page=2');

    await user.selectOptions(screen.getByLabelText('회원 상태'), '이용 정지');
    expect(navigation.visited.at(-1)).toBe('/admin/members?status=STOP');
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('STOP'));
    expect(queries.at(-1)!.get('page')).toBe('1');

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /구매 합계/ }));
    expect(navigation.visited.at(-1)).toBe('/admin/members?status=STOP&sort=-purchaseTotal');
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('-purchaseTotal'));
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /구매 합계/ })).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /구매 합계/ }));
    expect(lastUrl().get('sort')).toBe('purchaseTotal');
    // 이름은 처음 누르면 가나다순
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /이름/ }));
    expect(lastUrl().get('sort')).toBe('name');
    expect(lastUrl().has('order')).toBe(false);
  });

  it('검색어와 가입 기간은 검색을 눌러야 주소에 남고, 시작일이 늦으면 막는다', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<AdminMemberList />);
    await screen.findByRole('table', { name: '회원 목록' });
    await user.type(screen.getByLabelText('이메일·이름·휴대폰·회원 번호·주문번호'), ' 010-1234-5678 ');
    await user.type(screen.getByLabelText('가입일 시작'), '2026-02-10');
    await user.type(screen.getByLabelText('가입일 끝'), '2026-02-01');
    expect(navigation.visited).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '검색' }));
    // 시작일 칸 아래에 이어지고 초점이 그 칸으로 간다
    const start = screen.getByLabelText('가입일 시작');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('시작일은 종료일보다 늦을 수 없습니다.');
    expect(start).toHaveFocus();
    expect(navigation.visited).toHaveLength(0);

    await user.clear(screen.getByLabelText('가입일 끝'));
    await user.type(screen.getByLabelText('가입일 끝'), '2026-02-28');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(lastUrl().get('q')).toBe('010-1234-5678');
    expect(lastUrl().get('from')).toBe('2026-02-10');
    expect(lastUrl().get('to')).toBe('2026-02-28');
    await waitFor(() => expect(queries.at(-1)!.get('q')).toBe('010-1234-5678'));
  });

  it('주소의 모르는 값은 버린다(목록 요청에 싣지 않는다)', async () => {
    navigation.reset('/admin/members', 'status=WHATEVER&sort=password&page=-3');
    const queries = answerList(0);
    renderApp(<AdminMemberList />);
    expect(await screen.findByText('조건에 맞는 회원이 없습니다.')).toBeInTheDocument();
    expect([...queries[0]!.keys()].sort()).toEqual(['page', 'size']);
    expect(screen.getByText('총 0건')).toBeInTheDocument();
  });
});

describe('/admin/members – 좁은 화면과 CSV', () => {
  it('1024px 아래에서는 표 대신 카드(이름은 상세 링크, 상태·휴대폰·구매 합계)', async () => {
    wideScreen(false);
    answerList();
    renderApp(<AdminMemberList />);
    const cards = await screen.findByRole('list', { name: '회원 목록' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getAllByRole('listitem')[1]!;
    expect(within(card).getByRole('link', { name: '이정지' })).toHaveAttribute('href', '/admin/members/8');
    expect(card).toHaveTextContent('이용 정지');
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('구매 27,000원 (3건)');
  });

  it('CSV 내보내기는 쪽 번호 없이 같은 조건·정렬로 /admin/members/export 를 부르고, 서버가 준 파일 이름으로 저장한다', async () => {
    navigation.reset('/admin/members', 'status=STOP&sort=-point&page=2');
    answerList();
    const exports: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/admin/members/export`, ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new HttpResponse('\uFEFF회원 번호\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="members-20260302.csv"' },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:members');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderApp(<AdminMemberList />);
    await screen.findByRole('table', { name: '회원 목록' });
    await user.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    await waitFor(() => expect(saved).toEqual(['members-20260302.csv']));
    expect(Object.fromEntries(exports[0]!)).toEqual({ status: 'STOP', sort: '-point' });
  });
});
