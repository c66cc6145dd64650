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
beforeEach(() => navigation.reset('/admin/members'));

function answerList(total = 45) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/members`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [memberRow(), memberRow({ id: 8, name: '이정지', status: 'STOP', point: 0 })], page: 1, size: 20, total });
    }),
  );
  return queries;
}
const lastUrl = () => new URLSearchParams(navigation.visited.at(-1)!.split('?')[1]);

describe('/admin/members – 조건은 주소에', () => {
  it('주소의 조건으로 처음 목록을 부르고, 고르기 칸에 그대로 보인다', async () => {
    navigation.reset('/admin/members', 'status=STOP&registrationType=KAKAO&q=%EA%B9%80&sort=point&order=asc&page=2&from=2026-01-01');
    const queries = answerList();
    renderApp(<AdminMemberList />);
    const table = await screen.findByRole('table');
    expect(queries[0]!.get('status')).toBe('STOP');
    expect(queries[0]!.get('registrationType')).toBe('KAKAO');
    expect(queries[0]!.get('q')).toBe('김');
    expect(queries[0]!.get('sort')).toBe('point');
    expect(queries[0]!.get('order')).toBe('asc');
    expect(queries[0]!.get('page')).toBe('2');
    expect(queries[0]!.get('from')).toBe('2026-01-01');
    expect(screen.getByLabelText('회원 상태')).toHaveValue('STOP');
    expect(screen.getByLabelText('가입 방식')).toHaveValue('KAKAO');
    expect(screen.getByLabelText('이메일·이름·휴대폰·회원 번호·주문번호')).toHaveValue('김');
    expect(within(table).getByRole('columnheader', { name: /적립금/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 45명');
  });

  it('상태를 고르면 주소에 남기고 첫 쪽으로, 정렬 머리를 누르면 sort·order 가 주소에, 다음 쪽은 page 가 주소에', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<AdminMemberList />);
    const table = await screen.findByRole('table');
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
    expect(lastUrl().get('sort')).toBe('purchaseTotal');
    expect(lastUrl().get('order')).toBe('desc');
    expect(lastUrl().get('status')).toBe('STOP');
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /구매 합계/ })).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /구매 합계/ }));
    expect(lastUrl().get('order')).toBe('asc');
  });

  it('검색어와 가입 기간은 검색을 눌러야 주소에 남고, 시작일이 늦으면 막는다', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<AdminMemberList />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('이메일·이름·휴대폰·회원 번호·주문번호'), ' 010-1234-5678 ');
    await user.type(screen.getByLabelText('가입일 시작'), '2026-02-10');
    await user.type(screen.getByLabelText('가입일 끝'), '2026-02-01');
    expect(navigation.visited).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('alert')).toHaveTextContent('시작일은 종료일보다 늦을 수 없습니다.');
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
    expect(screen.getByRole('button', { name: 'CSV 내려받기' })).toBeDisabled();
  });
});
