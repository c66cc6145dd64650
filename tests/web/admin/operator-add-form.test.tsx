import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OperatorAddForm } from '@/components/admin/operators/operator-add-form';
import { ERRORS, errorCode, type ErrorName } from '@/lib/schemas/errors';
import { renderApp } from '../components/render-app';
import { API, adminServer } from './admin-fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** api 가 보내는 거절 봉투 그대로(server/operators/operators.service.ts 의 fail 과 같은 code·message·meta) */
function refuse(name: ErrorName, meta: Record<string, unknown> | null) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/admin/operators`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: errorCode(name), message: ERRORS[name].message, meta }, { status: ERRORS[name].status });
    }),
  );
  return bodies;
}

async function addOperator(email: string) {
  const user = userEvent.setup();
  renderApp(<OperatorAddForm />);
  await user.type(screen.getByLabelText('회원 이메일'), email);
  await user.click(screen.getByRole('button', { name: '운영자 추가' }));
}

describe('운영자 추가 폼 – api 의 거절', () => {
  it.each(['OPERATOR_ALREADY_EXISTS', 'OPERATOR_MEMBER_NOT_FOUND'] as const)('%s(meta.field email)는 이메일 칸 아래에 보이고 초점이 그 칸으로 간다', async (name) => {
    const bodies = refuse(name, { field: 'email' });
    await addOperator('Staff@Example.com');
    const email = screen.getByLabelText('회원 이메일');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(ERRORS[name].message);
    expect(email).toHaveFocus();
    // 칸에 붙인 문구는 단추 위에 한 번 더 나오지 않는다
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'staff@example.com', adminRole: 'SUPPORT' }]);
  });

  it('칸을 짚지 않은 거절(권한)은 전처럼 단추 위의 알림으로', async () => {
    refuse('ADMIN_ROLE_FORBIDDEN', null);
    await addOperator('staff@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.ADMIN_ROLE_FORBIDDEN.message);
    expect(screen.getByLabelText('회원 이메일')).not.toHaveAttribute('aria-invalid');
  });
});
