import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskList } from '@/components/admin/tasks/task-list';
import { navigation } from '../next-navigation';
import { renderApp } from '../components/render-app';
import { API, adminServer, taskSummary } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => navigation.reset('/admin/tasks'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const panel = (id: number, name: string, isActive = true) => ({
  id,
  name,
  kind: 'API_V2',
  apiUrl: 'https://panel.example/api/v2',
  apiKeyLast4: 'abcd',
  isActive,
  lowBalanceThreshold: null,
  balance: null,
  currency: null,
  balanceCheckedAt: null,
  servicesSyncedAt: null,
  serviceCount: 0,
  productCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function answerList() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/panels`, () => HttpResponse.json({ items: [panel(2, '메인 패널'), panel(3, '예비 패널', false)] })),
    http.get(`${API}/admin/tasks`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [taskSummary({ needsAttention: true })], page: 1, size: 20, total: 1 });
    }),
  );
  return queries;
}

describe('/admin/tasks – GET /v1/admin/tasks', () => {
  it('카드마다 번호·상품(상세 링크), 상태와 확인 필요, 대상·수량·패널 값·회원 이메일', async () => {
    answerList();
    renderApp(<TaskList />);
    const item = within(await screen.findByRole('list', { name: '작업 목록' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: '#77 한국인 팔로워' })).toHaveAttribute('href', '/admin/tasks/77');
    expect(item).toHaveTextContent('진행 중');
    expect(item).toHaveTextContent('확인 필요');
    expect(item).toHaveTextContent('growth.account');
    expect(item).toHaveTextContent('1,000개');
    expect(item).toHaveTextContent('메인 패널');
    expect(item).toHaveTextContent('패널 상태 In progress');
    expect(item).toHaveTextContent('시작 3,572');
    expect(item).toHaveTextContent('남음 157');
    expect(item).toHaveTextContent('demo@example.com');
    expect(screen.getByText('총 1건')).toBeInTheDocument();
  });

  it('주소에서 온 거르기(확인 필요)로 처음부터 부른다', async () => {
    const queries = answerList();
    navigation.reset('/admin/tasks', 'needsAttention=true');
    renderApp(<TaskList />);
    await screen.findByRole('list', { name: '작업 목록' });
    expect(queries[0]!.get('needsAttention')).toBe('true');
    expect(screen.getByLabelText('확인 필요')).toHaveValue('true');
  });

  it('상태·종류·출처는 곧바로, 이메일·회원·기간은 검색을 눌러야 보내고 잘못된 값은 막는다', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<TaskList />);
    await screen.findByRole('list', { name: '작업 목록' });
    await user.selectOptions(screen.getByLabelText('작업 상태'), '실패');
    await user.selectOptions(screen.getByLabelText('종류'), '리필');
    await user.selectOptions(screen.getByLabelText('출처'), '운영자');
    await waitFor(() => expect(queries.at(-1)!.get('source')).toBe('ADMIN'));
    expect(queries.at(-1)!.get('status')).toBe('-1');
    expect(queries.at(-1)!.get('kind')).toBe('REFILL');

    await user.type(screen.getByLabelText('회원 이메일'), ' demo@ ');
    await user.type(screen.getByLabelText('회원 번호'), '5a');
    const sent = queries.length;
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('alert')).toHaveTextContent('회원 번호는 숫자로 입력해주세요.');
    expect(queries).toHaveLength(sent);

    await user.clear(screen.getByLabelText('회원 번호'));
    await user.type(screen.getByLabelText('회원 번호'), '5');
    await user.type(screen.getByLabelText('만든 날 시작'), '2026-01-10');
    await user.type(screen.getByLabelText('만든 날 끝'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(queries.at(-1)!.get('email')).toBe('demo@'));
    expect(queries.at(-1)!.get('memberId')).toBe('5');
    expect(queries.at(-1)!.get('from')).toBe('2026-01-10');
    expect(queries.at(-1)!.get('to')).toBe('2026-01-31');
    expect(queries.at(-1)!.get('status')).toBe('-1');
    expect(queries.at(-1)!.get('page')).toBe('1');
  });

  it('패널은 등록된 패널 목록에서 고르고, 고르는 즉시 그 패널 번호로 부른다', async () => {
    const queries = answerList();
    const user = userEvent.setup();
    renderApp(<TaskList />);
    await screen.findByRole('list', { name: '작업 목록' });
    const select = screen.getByLabelText('패널');
    await within(select).findByRole('option', { name: '메인 패널' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['전체 패널', '메인 패널', '예비 패널 (사용 안 함)']);
    await user.selectOptions(select, '예비 패널 (사용 안 함)');
    await waitFor(() => expect(queries.at(-1)!.get('panelId')).toBe('3'));
    await user.selectOptions(select, '메인 패널');
    await waitFor(() => expect(queries.at(-1)!.get('panelId')).toBe('2'));
    // 전체로 되돌리면 처음 목록(캐시)으로 돌아간다
    await user.selectOptions(select, '전체 패널');
    expect(select).toHaveValue('');
  });

  it('주소에서 온 패널 번호는 그 패널이 골라진 채로 시작한다', async () => {
    const queries = answerList();
    navigation.reset('/admin/tasks', 'panelId=2');
    renderApp(<TaskList />);
    await screen.findByRole('list', { name: '작업 목록' });
    expect(queries[0]!.get('panelId')).toBe('2');
    await within(screen.getByLabelText('패널')).findByRole('option', { name: '메인 패널' });
    expect(screen.getByLabelText('패널')).toHaveValue('2');
  });
});
