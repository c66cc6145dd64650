'use client';

import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** 알림을 띄우는 쪽이 쓰는 값: 담았다·저장했다·보냈다 같은 짧은 한 문장 */
/**
 * on: 알림이 보일 화면의 경로. 기본은 띄운 화면이고, 띄운 뒤 다른 화면으로 보내는 쪽(문의를 보내고 /inquiry 로)은
 * 그 화면을 적는다: 알림은 그 화면에서만 보이고, 다른 화면으로 가면 사라진다
 */
export type ToastOptions = { durationMs?: number; on?: string };
export type ToastApi = { show: (message: string, options?: ToastOptions) => void };

/** 읽을 시간: 한국어 한 문장을 두 번 읽을 만큼. 눌러 닫는 단추가 없으니 너무 짧으면 놓친다 */
export const TOAST_DURATION_MS = 4000;

const ToastContext = createContext<ToastApi | null>(null);

type Shown = { id: number; message: string; durationMs: number; on: string | null };

/**
 * 작은 알림 한 곳(role=status). 초점을 옮기지 않고 읽기 프로그램에는 정중하게(polite) 읽힌다.
 * 영역은 처음부터 붙어 있어야 새 문장이 읽힌다: 비어 있을 때도 그린다.
 * 새 알림은 앞의 것을 바꾼다: 휴대폰 폭에서 쌓이면 화면을 가린다.
 * 알림은 한 화면에서만 보인다(ToastOptions.on): 장바구니의 '담았습니다'가 다음 화면(주문서)까지 따라가 결제 단추 위를 가리지 않게.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const nextId = useRef(0);
  const [paused, setPaused] = useState(false);
  const pathname = usePathname();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  const [shownOn, setShownOn] = useState(pathname);
  if (pathname !== shownOn) {
    setShownOn(pathname);
    // 알림이 가리킨 화면이 아니면 지운다. 사라진 말풍선 위에 있던 손가락의 '멈춤'도 풀어 다음 알림이 제때 사라지게
    if (shown && shown.on !== pathname) setShown(null);
    setPaused(false);
  }

  const show = useCallback((message: string, options?: ToastOptions) => {
    nextId.current += 1;
    setShown({ id: nextId.current, message, durationMs: options?.durationMs ?? TOAST_DURATION_MS, on: options?.on ?? pathnameRef.current });
  }, []);
  const visible = shown && shown.on === pathname ? shown : null;

  useEffect(() => {
    // 손가락이나 마우스가 올라가 있는 동안은 사라지지 않는다(읽는 중일 수 있다)
    if (!shown || paused) return;
    const timer = setTimeout(() => setShown((now) => (now?.id === shown.id ? null : now)), shown.durationMs);
    return () => clearTimeout(timer);
  }, [shown, paused]);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite" aria-atomic="true" data-testid="toast-region">
        {visible && (
          <Bubble key={visible.id} onPointerEnter={() => setPaused(true)} onPointerLeave={() => setPaused(false)}>
            {visible.message}
          </Bubble>
        )}
      </Region>
    </ToastContext.Provider>
  );
}

/** 알림 띄우기. Provider 밖(따로 그린 테스트 등)에서는 조용히 아무것도 하지 않는다: 알림은 덤이지 흐름이 아니다 */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? silent;
}

const silent: ToastApi = { show: () => {} };

/**
 * 아래 탭 바(있으면 --bottom-bar-height 를 적어 둔다)와 홈 표시줄 위에 뜬다.
 * 영역 자체는 누름을 받지 않아 뒤의 단추를 가리지 않는다.
 */
const Region = styled.div(({ theme }) => ({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 'calc(var(--bottom-bar-height, 0px) + env(safe-area-inset-bottom, 0px) + 16px)',
  zIndex: 200,
  display: 'flex',
  justifyContent: 'center',
  padding: `0 ${theme.layout.gutter}px`,
  pointerEvents: 'none',
}));

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

const Bubble = styled.p(({ theme }) => ({
  maxWidth: theme.layout.maxWidth - theme.layout.gutter * 2,
  width: '100%',
  padding: '12px 16px',
  borderRadius: theme.radius.md,
  background: theme.palette.gray[900],
  color: theme.palette.white,
  fontSize: theme.typography.size.sm,
  lineHeight: theme.typography.lineHeight,
  boxShadow: '0 4px 16px rgba(33, 37, 41, 0.24)',
  pointerEvents: 'auto',
  '@media (prefers-reduced-motion: no-preference)': {
    animation: `${rise} 160ms ease-out`,
  },
}));
