import { ThemeProvider } from '@emotion/react';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error/error-boundary';
import type { CrashLog } from '@/lib/schemas/log';
import { theme } from '@/styles/theme';

const logs: CrashLog[] = [];
const server = setupServer(
  http.post('http://localhost:3000/api/log', async ({ request }) => {
    logs.push((await request.json()) as CrashLog);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  logs.length = 0;
});
afterAll(() => server.close());

function Boom(): never {
  throw new Error('상품 목록 렌더 실패');
}

describe('ErrorBoundary', () => {
  it('화면이 죽으면 /api/log 로 {error, errorInfo, userAgent} 를 보내고 옆 내용은 계속 보인다', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider theme={theme}>
        <p>헤더 영역</p>
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>
        <p>다른 영역</p>
      </ThemeProvider>,
    );

    expect(screen.getByText('헤더 영역')).toBeInTheDocument();
    expect(screen.getByText('다른 영역')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('화면을 표시하는 중 문제가 발생했습니다.');

    await waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0].error).toContain('상품 목록 렌더 실패');
    expect(logs[0].errorInfo).toContain('Boom');
    expect(logs[0].userAgent).toBe(navigator.userAgent);
    vi.mocked(console.error).mockRestore();
  });

  it('오류가 없으면 자식을 그대로 그리고 아무것도 보내지 않는다', async () => {
    render(
      <ErrorBoundary>
        <p>정상 화면</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('정상 화면')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).toHaveLength(0);
  });
});
