'use client';

import styled from '@emotion/styled';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { AdminAccount, AdminMenu } from './admin-menu';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = { open: boolean; onClose: () => void };

/**
 * 1024px 아래의 메뉴: 왼쪽에서 나오는 서랍(모달 대화상자). 열리면 닫기 버튼에 초점, Tab 은 서랍 안에서만 돈다,
 * Esc·바깥 누르기·메뉴 고르기로 닫히고, 닫히면 초점은 연 버튼으로 돌아간다(연 쪽이 처리한다).
 */
export function AdminDrawer({ open, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const opened = useRef(pathname);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  // 뒤로 가기 등으로 주소가 바뀌면 서랍을 닫는다
  useEffect(() => {
    if (open && opened.current !== pathname) onClose();
    opened.current = pathname;
  }, [open, pathname, onClose]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Panel ref={panel} id="admin-drawer" role="dialog" aria-modal="true" aria-label="관리자 메뉴" onKeyDown={onKeyDown}>
        <Head>
          <strong>관리자 메뉴</strong>
          <CloseButton ref={closeButton} type="button" aria-label="메뉴 닫기" onClick={onClose}>
            <Icon name="close" size={24} decorative />
          </CloseButton>
        </Head>
        <AdminAccount />
        <AdminMenu onNavigate={onClose} />
      </Panel>
    </>
  );
}

const Backdrop = styled.div({ position: 'fixed', inset: 0, zIndex: 100, background: 'rgba(33, 37, 41, 0.5)' });

const Panel = styled.div(({ theme }) => ({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: 101,
  width: 'min(300px, 85vw)',
  padding: '0 8px 24px',
  overflowY: 'auto',
  background: theme.color.background,
  boxShadow: '2px 0 12px rgba(0, 0, 0, 0.15)',
}));

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: theme.layout.headerHeight,
  padding: '0 4px 0 12px',
  marginBottom: 8,
}));

const CloseButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.layout.tapTarget,
  height: theme.layout.tapTarget,
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: theme.color.text,
}));
