'use client';

import styled from '@emotion/styled';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = { title: string; onClose: () => void; children: ReactNode };

/**
 * 콘솔의 작은 대화상자(정지 사유, 적립금 지급). 스토어의 ?modal= 전체 화면 모달(components/modals, lib/modal.ts)은
 * 480px 단일 열과 문의·후기 두 종류에 맞춘 것이라, 넓은 화면 위에 뜨는 상자는 여기서 따로 둔다.
 * 열리면 첫 칸에 초점, Tab 은 상자 안에서만 돌고, Esc·닫기로 닫으면 연 버튼으로 초점이 돌아간다.
 */
export function MemberDialog({ title, onClose, children }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // 부모가 그릴 때마다 새 onClose 를 주어도 초점 잡기를 다시 하지 않게 effect 밖의 이벤트로 둔다
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const box = ref.current!;
    const first = box.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ?? box.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items.at(-1)!];
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  return (
    <Backdrop>
      <Box ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label="닫기" onClick={onClose}>
            <Icon name="close" size={24} decorative />
          </Close>
        </Head>
        {children}
      </Box>
    </Backdrop>
  );
}

const Backdrop = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'rgba(33, 37, 41, 0.5)',
});

const Box = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: 480,
  maxHeight: '100%',
  overflowY: 'auto',
  padding: 20,
  borderRadius: theme.radius.lg,
  background: theme.color.background,
  '&:focus': { outline: 'none' },
}));

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: 16,
  h2: { fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold },
}));

const Close = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 0,
  background: 'transparent',
  color: theme.color.text,
  cursor: 'pointer',
}));
