'use client';

import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { UserProvider } from '@/hooks/use-user';
import { EmotionRegistry } from '@/styles/emotion-registry';
import { theme } from '@/styles/theme';

// react-query 는 여기 두지 않는다: 쓰는 레이아웃·화면만 QueryProvider 로 감싼다(components/query-provider.tsx)
export function Providers({ children }: { children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ThemeProvider theme={theme}>
        <UserProvider>
          <ToastProvider>{children}</ToastProvider>
        </UserProvider>
      </ThemeProvider>
    </EmotionRegistry>
  );
}
