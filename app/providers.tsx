'use client';

import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { UserProvider } from '@/hooks/use-user';
import { makeQueryClient } from '@/lib/api/query-client';
import { EmotionRegistry } from '@/styles/emotion-registry';
import { GlobalStyles } from '@/styles/global-styles';
import { theme } from '@/styles/theme';

export function Providers({ children }: { children: ReactNode }) {
  // 요청마다 새 클라이언트: 서버 렌더에서 회원 간 캐시가 섞이지 않게 useState 로 한 번만 만든다.
  const [queryClient] = useState(makeQueryClient);
  return (
    <EmotionRegistry>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <QueryClientProvider client={queryClient}>
          <UserProvider>
            <ToastProvider>{children}</ToastProvider>
          </UserProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </EmotionRegistry>
  );
}
