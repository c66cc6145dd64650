'use client';

import styled from '@emotion/styled';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** 모달 안에서 Tab 으로 닿는 칸들(보이지 않는 칸은 뺀다) */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * 전체 화면 모달의 틀: 제목과 닫기 버튼이 있는 머리(56px), 그 아래 스크롤되는 본문.
 * 열리면 초점이 제목으로 와서 낭독기가 제목부터 읽고, Tab 은 모달 안을 돌며, Esc 로 닫히고, 닫히면 연 버튼으로 초점이 돌아간다.
 */
export function FullScreenModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // 닫기가 렌더마다 새 함수여도 초점 효과는 한 번만 돈다
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    // 모달 밖(뒤에 깔린 화면)은 낭독기·Tab 모두에서 빠진다
    const outside = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(dialog.current) && !el.inert,
    );
    for (const el of outside) el.inert = true;
    return () => {
      document.body.style.overflow = previous;
      for (const el of outside) el.inert = false;
      // 뒤로 가기로 닫혀 주소가 바뀌는 동안에도 연 버튼이 남아 있으면 그리로 돌려준다
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // 한글을 조합하는 중의 Escape 는 입력기가 조합을 거두는 데 쓴다: 여기서 닫으면 쓰던 문의·후기를 통째로 잃는다
      if (event.nativeEvent.isComposing) return;
      // 이 Escape 는 모달이 썼다: document 에서 듣는 다른 Escape 처리(메인 팝업)가 또 쓰지 않게 표시한다
      event.preventDefault();
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusables(dialog.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // body 바로 아래에 그려야 뒤의 화면(body 의 다른 자식)을 통째로 inert 로 막을 수 있다
  return createPortal(
    <Backdrop ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Sheet>
        <Head>
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <CloseButton type="button" onClick={onClose} aria-label="닫기">
            <Icon name="close" size={24} decorative />
          </CloseButton>
        </Head>
        <Body>{children}</Body>
      </Sheet>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: theme.palette.gray[100],
  overflowY: 'auto',
}));

const Sheet = styled.div(({ theme }) => ({
  minWidth: theme.layout.minWidth,
  maxWidth: theme.layout.maxWidth,
  minHeight: '100%',
  margin: '0 auto',
  background: theme.color.background,
}));

const Head = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: theme.layout.headerHeight,
  padding: `0 ${theme.layout.gutter}px`,
  background: theme.color.background,
  borderBottom: `1px solid ${theme.palette.gray[200]}`,
  h2: { margin: 0, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold, outline: 'none' },
}));

const CloseButton = styled.button(({ theme }) => ({
  position: 'absolute',
  right: theme.layout.gutter - 10,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.layout.tapTarget,
  height: theme.layout.tapTarget,
  border: 0,
  background: 'transparent',
  color: theme.color.text,
  cursor: 'pointer',
}));

const Body = styled.div(({ theme }) => ({ padding: `20px ${theme.layout.gutter}px 40px` }));
