import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { UserProvider } from '@/hooks/use-user';
import { makeQueryClient } from '@/lib/api/query-client';
import { theme } from '@/styles/theme';

/** 앱과 같은 공급자들로(알림 영역까지) 그린다(Emotion 레지스트리는 SSR 전용이라 뺀다). */
export function renderApp(ui: ReactElement) {
  const queryClient = makeQueryClient();
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <UserProvider>
          <ToastProvider>{ui}</ToastProvider>
        </UserProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
