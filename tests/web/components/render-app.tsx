import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { UserProvider } from '@/hooks/use-user';
import { makeQueryClient } from '@/lib/api/query-client';
import { theme } from '@/styles/theme';

/**
 * 앱과 같은 공급자들로 그린다(Emotion 레지스트리는 SSR 전용이라 뺀다).
 * 알림 영역(role=status)은 알림을 확인하는 테스트만 붙인다({ toasts: true }): 화면 안의 role=status 를 찾는 테스트가 둘을 만나지 않게.
 * client 는 화면 밖(탭 바 배지 등)이 같은 캐시에 먼저 요청을 걸어 두는 테스트가 넘긴다.
 */
export function renderApp(ui: ReactElement, { toasts = false, client }: { toasts?: boolean; client?: QueryClient } = {}) {
  const queryClient = client ?? makeQueryClient();
  const withToasts = (node: ReactNode) => (toasts ? <ToastProvider>{node}</ToastProvider> : node);
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <UserProvider>{withToasts(ui)}</UserProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
