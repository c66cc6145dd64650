'use client';

import styled from '@emotion/styled';
import { useEffect, type ReactNode } from 'react';
import { Icon } from './icon';

/** 전체 화면 모달의 틀: 제목과 닫기 버튼이 있는 머리(56px), 그 아래 스크롤되는 본문 */
export function FullScreenModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <Backdrop role="dialog" aria-modal="true" aria-labelledby="full-screen-modal-title">
      <Sheet>
        <Head>
          <h2 id="full-screen-modal-title">{title}</h2>
          <CloseButton type="button" onClick={onClose} aria-label="닫기">
            <Icon name="close" size={24} decorative />
          </CloseButton>
        </Head>
        <Body>{children}</Body>
      </Sheet>
    </Backdrop>
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
  h2: { margin: 0, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold },
}));

const CloseButton = styled.button(({ theme }) => ({
  position: 'absolute',
  right: theme.layout.gutter - 8,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: 0,
  background: 'transparent',
  color: theme.color.text,
  cursor: 'pointer',
}));

const Body = styled.div(({ theme }) => ({ padding: `20px ${theme.layout.gutter}px 40px` }));
