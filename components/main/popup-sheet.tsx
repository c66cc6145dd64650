'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useId, useState, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import { Button } from '@/components/ui/button';
import { PlainText } from '@/components/contents/plain-text';
import type { Popup } from '@/lib/schemas/contents';
import { hiddenPopupKey, hidePopupToday, subscribeHiddenPopups } from './popup-dismissals';

/** 서버에서는 저장된 숨김을 모른다: 아무것도 띄우지 않고, 브라우저에서 읽은 뒤에 띄운다 */
const serverSnapshot = () => null;

/** 메인 화면의 팝업: 아래에서 올라오는 시트로 한 번에 하나씩. 닫으면 다음 팝업 */
export function PopupSheet({ popups }: { popups: Popup[] }) {
  const hiddenKey = useSyncExternalStore(subscribeHiddenPopups, hiddenPopupKey, serverSnapshot);
  const [closed, setClosed] = useState<number[]>([]);
  const titleId = useId();
  // 팝업은 브라우저에서 숨김을 읽은 뒤에야 뜨지만, 뜨면 첫 화면에서 가장 큰 그림(LCP)이다:
  // 그림은 서버가 그린 HTML 의 preload 로 미리 받아 두어, 뜨는 순간 바로 그려지게 한다
  const first = popups[0]?.imageUrl;
  if (first) preload(first, { as: 'image', fetchPriority: 'high' });

  if (hiddenKey === null) return null;
  const hidden = new Set(hiddenKey.split(',').filter(Boolean).map(Number));
  const popup = popups.find((p) => !hidden.has(p.id) && !closed.includes(p.id));
  if (!popup) return null;

  const close = () => setClosed((ids) => [...ids, popup.id]);
  const image = popup.imageUrl && (
    <Figure>
      <Picture src={popup.imageUrl} alt={popup.title} fill priority />
    </Figure>
  );

  return (
    <Backdrop>
      <Sheet role="dialog" aria-modal="true" aria-labelledby={titleId}>
        {image && popup.linkUrl ? (
          <Link href={popup.linkUrl} onClick={close}>
            {image}
          </Link>
        ) : (
          image
        )}
        <Body>
          <Title id={titleId}>{popup.title}</Title>
          {popup.content && <PlainText text={popup.content} />}
        </Body>
        <Actions>
          <Button type="button" variant="ghost" onClick={() => hidePopupToday(popup.id)}>
            오늘 하루 보지 않기
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            닫기
          </Button>
        </Actions>
      </Sheet>
    </Backdrop>
  );
}

// 헤더 아래와 탭 바 위만 덮는다: 팝업이 떠 있어도 로그인·마이페이지·탭으로 바로 갈 수 있게
const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: `${theme.layout.headerHeight}px 0 calc(${theme.layout.tabBarHeight}px + env(safe-area-inset-bottom, 0px)) 0`,
  zIndex: 50,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.5)',
}));

const Sheet = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  maxHeight: '85dvh',
  overflowY: 'auto',
  borderRadius: `${theme.radius.lg}px ${theme.radius.lg}px 0 0`,
  background: theme.palette.white,
}));

// 시트 안쪽으로 들여 배너(화면 폭 16:9)보다 작게: 하이드레이션 뒤에 뜨는 팝업 그림이 첫 화면의 가장 큰 그림(LCP)을
// 가져가면 LCP 가 JS 실행 뒤로 밀린다. 배너보다 작으면 LCP 는 서버 HTML 과 함께 그려지는 첫 배너에 남는다
const Figure = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '16 / 9',
  margin: '12px 12px 0',
  borderRadius: theme.radius.md,
  overflow: 'hidden',
}));

const Body = styled.div(({ theme }) => ({ padding: `20px ${theme.layout.gutter}px 8px`, fontSize: theme.typography.size.sm }));

const Title = styled.h2(({ theme }) => ({ marginBottom: 8, fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold }));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `8px ${theme.layout.gutter - 8}px 16px`,
  borderTop: `1px solid ${theme.palette.gray[200]}`,
}));
