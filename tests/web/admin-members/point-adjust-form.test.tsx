import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminMemberDetailView } from '@/components/admin/members/admin-member-detail';
import { PointAdjustResultSchema } from '@/lib/schemas/admin-members';
import { renderApp } from '../components/render-app';
import { API, adminMe, adminServer, memberDetail } from './fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/admin/members/7';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Sent = { body: unknown; key: string | null };

/** hold 이면 적립금 요청의 답을 release() 때까지 붙잡는다: '처리 중' 상태를 기계가 붐벼도 확실히 본다 */
function answerDetail(role: 'OWNER' | 'SUPPORT' = 'OWNER', opts: { hold?: boolean } = {}) {
  const sent: Sent[] = [];
  let release: () => void = () => undefined;
  const gate = opts.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server.use(
    http.get(`${API}/admin/me`, () => HttpResponse.json(adminMe({ adminRole: role }))),
    http.get(`${API}/admin/members/7`, () => HttpResponse.json(memberDetail())),
    http.get(`${API}/admin/members/7/point-ledger`, () => HttpResponse.json({ items: [], page: 1, size: 20, total: 0 })),
    http.post(`${API}/admin/members/7/points`, async ({ request }) => {
      const body = (await request.json()) as { type: string; amount: number; reason: string };
      sent.push({ body, key: request.headers.get('idempotency-key') });
      await gate;
      await delay(50);
      if (body.type === 'DEDUCT') {
        return HttpResponse.json({ code: 'INSUFFICIENT_POINTS', message: '회원의 적립금보다 많이 차감할 수 없습니다.', meta: { balance: 5000 } }, { status: 409 });
      }
      return HttpResponse.json(
        PointAdjustResultSchema.parse({
          ledgerId: 90 + sent.length,
          memberId: 7,
          type: 'ADMIN_GRANT',
          amount: body.amount,
          balanceAfter: 5000 + body.amount,
          reason: body.reason,
          createdAt: '2026-01-09T01:00:00.000Z',
          replayed: false,
        }),
      );
    }),
  );
  return Object.assign(sent, { release: () => release() });
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  const opener = await screen.findByRole('button', { name: '적립금 지급·차감' });
  await user.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: '적립금 지급·차감' }) };
}

describe('/admin/members/[id] – 적립금 지급·차감 폼', () => {
  it('비우거나 틀리게 내면 한국어 안내만 보이고 보내지 않는다', async () => {
    const sent = answerDetail();
    const user = userEvent.setup();
    renderApp(<AdminMemberDetailView id={7} />);
    const { dialog } = await openForm(user);
    expect(within(dialog).getByRole('radio', { name: '지급' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: '적용하기' }));
    expect(await within(dialog).findByText('금액을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('사유를 입력해주세요.')).toBeInTheDocument();

    const amount = within(dialog).getByLabelText('금액(원)');
    await user.type(amount, '삼천');
    await user.type(within(dialog).getByLabelText('사유'), '가');
    await user.click(within(dialog).getByRole('button', { name: '적용하기' }));
    expect(await within(dialog).findByText('금액은 1~10,000,000원 사이의 정수로 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('사유는 2~200자로 입력해주세요.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '10,000,001');
    await user.click(within(dialog).getByRole('button', { name: '적용하기' }));
    expect(await within(dialog).findByText('금액은 1~10,000,000원 사이의 정수로 입력해주세요.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('더블 클릭해도 한 번만, 보내는 동안 버튼을 막고, 제출마다 새 Idempotency-Key 를 싣고, 끝나면 닫고 결과를 알린다', async () => {
    const sent = answerDetail('OWNER', { hold: true });
    const user = userEvent.setup();
    renderApp(<AdminMemberDetailView id={7} />);
    let { opener, dialog } = await openForm(user);
    await user.type(within(dialog).getByLabelText('금액(원)'), '3,000');
    await user.type(within(dialog).getByLabelText('사유'), '이벤트 당첨');
    // 더블 클릭도 한 번만 보낸다
    await user.dblClick(within(dialog).getByRole('button', { name: '적용하기' }));
    expect(await within(dialog).findByRole('button', { name: '처리 중…' })).toBeDisabled();
    sent.release();
    expect(await screen.findByRole('status')).toHaveTextContent('3,000원을 지급했습니다. 잔액 8,000원');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ type: 'GRANT', amount: 3000, reason: '이벤트 당첨' });
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    ({ opener, dialog } = await openForm(user));
    await user.type(within(dialog).getByLabelText('금액(원)'), '3000');
    await user.type(within(dialog).getByLabelText('사유'), '이벤트 당첨');
    await user.click(within(dialog).getByRole('button', { name: '적용하기' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('잔액보다 많이 차감하면 서버의 한국어 문구와 지금 잔액을 보이고, Esc 로 닫는다', async () => {
    answerDetail();
    const user = userEvent.setup();
    renderApp(<AdminMemberDetailView id={7} />);
    const { dialog } = await openForm(user);
    await user.click(within(dialog).getByRole('radio', { name: '차감' }));
    await user.type(within(dialog).getByLabelText('금액(원)'), '9000');
    await user.type(within(dialog).getByLabelText('사유'), '오지급 회수');
    await user.click(within(dialog).getByRole('button', { name: '적용하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('회원의 적립금보다 많이 차감할 수 없습니다. (지금 잔액 5,000원)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('칸을 짚은 거절(VALIDATION_FAILED, meta.fields.reason)은 사유 칸 아래에, 잔액 안내 없이', async () => {
    answerDetail();
    server.use(
      http.post(`${API}/admin/members/7/points`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: '입력값을 확인해주세요.', meta: { target: 'json', fields: { reason: '입력할 수 없는 문자(제어 문자)가 들어 있습니다.' } } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(<AdminMemberDetailView id={7} />);
    const { dialog } = await openForm(user);
    await user.type(within(dialog).getByLabelText('금액(원)'), '1000');
    const reason = within(dialog).getByLabelText('사유');
    await user.type(reason, '이벤트 지급');
    await user.click(within(dialog).getByRole('button', { name: '적용하기' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/입력할 수 없는 문자/));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('상담원(SUPPORT)에게는 정지·적립금 버튼이 없다', async () => {
    answerDetail('SUPPORT');
    renderApp(<AdminMemberDetailView id={7} />);
    expect(await screen.findByRole('region', { name: '구매' })).toHaveTextContent('GM-0041');
    await waitFor(() => expect(screen.queryByRole('button', { name: '적립금 지급·차감' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '이용 정지' })).not.toBeInTheDocument();
  });
});
