'use client';

import { useEffect, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useUser } from '@/hooks/use-user';
import { getModalState } from '@/lib/modal';
import styles from './banners.module.css';
import { hiddenPopupKey, hidePopupToday, subscribeHiddenPopups } from './popup-dismissals';

/** 서버에서는 저장된 숨김을 모른다: 아무것도 띄우지 않고, 브라우저에서 읽은 뒤에 띄운다 */
const serverSnapshot = () => null;

/** titleId: 서버가 그린 본문 안 제목(h2)의 id. 시트의 이름이 된다 */
type Sheet = { id: number; titleId: string; content: ReactNode };

/**
 * 팝업 시트의 틀: 어느 팝업을 띄울지(오늘 숨긴 것과 이번에 닫은 것을 빼고 첫 번째)와 두 버튼.
 * 헤더와 탭 바는 덮지 않아 그대로 쓸 수 있으니 모달이 아니다(aria-modal 없음). 그래도 Escape 로 닫힌다.
 */
export function PopupFrame({ popups }: { popups: Sheet[] }) {
  const hiddenKey = useSyncExternalStore(subscribeHiddenPopups, hiddenPopupKey, serverSnapshot);
  const { isOperator } = useUser();
  const [closed, setClosed] = useState<number[]>([]);
  const hidden = new Set((hiddenKey ?? '').split(',').filter(Boolean).map(Number));
  // 메인 팝업은 손님(신규 회원 첫 구매 안내 등)을 위한 것: 운영자에게는 띄우지 않는다
  const popup = hiddenKey === null || isOperator ? undefined : popups.find((p) => !hidden.has(p.id) && !closed.includes(p.id));
  const openId = popup?.id;

  useEffect(() => {
    if (openId === undefined) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.isComposing || e.defaultPrevented) return;
      // 위에 모달이 열려 있으면 Escape 는 그 모달의 것이다
      if (getModalState() !== null || (e.target instanceof Element && e.target.closest('[aria-modal="true"]'))) return;
      setClosed((ids) => [...ids, openId]);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openId]);

  if (!popup) return null;
  const close = () => setClosed((ids) => [...ids, popup.id]);
  // 그림 링크를 누르면 그 팝업은 닫힌다(링크는 서버가 그린 본문에 있다)
  const onSheetClick = (e: MouseEvent) => {
    if (e.target instanceof Element && e.target.closest('a[href]')) close();
  };

  return (
    <div className={styles.backdrop}>
      <div className={styles.sheet} role="dialog" aria-labelledby={popup.titleId} onClick={onSheetClick}>
        {/* key 는 본문에만: 다음 팝업으로 넘어가도 버튼은 그대로 남아 키보드 초점을 잃지 않는다 */}
        <div key={popup.id}>{popup.content}</div>
        <div className={styles.actions}>
          {/* 저장이 막힌 브라우저에서도 누른 보람이 있게 이번 화면에서는 바로 닫는다 */}
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              hidePopupToday(popup.id);
              close();
            }}
          >
            오늘 하루 보지 않기
          </button>
          <button type="button" className={styles.action} onClick={close}>
            닫기
          </button>
        </div>
      </div>
    </div>
  );
}
