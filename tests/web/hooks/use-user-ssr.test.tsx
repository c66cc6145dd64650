import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useUser, UserProvider } from '@/hooks/use-user';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';
import { API, captureLogs, server } from '../support/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
});
afterAll(() => server.close());

function Status() {
  const { isLoggedIn, memberId } = useUser();
  return <p data-testid="status">{isLoggedIn ? `member ${memberId}` : 'guest'}</p>;
}

const app = () => (
  <UserProvider>
    <Status />
  </UserProvider>
);

describe('useUser – 서버 렌더와 하이드레이션', () => {
  it('서버 HTML 은 로그아웃 상태로 그리고, 하이드레이션 뒤 경고 없이 로그인 상태가 된다', async () => {
    captureLogs();
    server.use(
      mswHttp.get(`${API}/my-page/:memberId`, () =>
        HttpResponse.json({ memberId: 5, point: 0, registrationType: 'KAKAO', reviewCount: 0, cellPhone: null, email: null, emailVerified: true }),
      ),
    );
    Cookies.set('token', await makeToken(3600, { memberId: 5 }), { path: '/' });
    const html = renderToString(app());
    expect(html).toContain('guest');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, app(), { onRecoverableError: (e) => recoverable.push(e) });
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('member 5'));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
