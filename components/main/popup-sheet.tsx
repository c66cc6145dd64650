'use client';

import { Picture } from '@/components/ui/picture';
import { IntentLink } from '@/components/ui/intent-link';
import { useId, useState, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import { Button } from '@/components/ui/button';
import { PlainText } from '@/components/contents/plain-text';
import type { Popup } from '@/lib/schemas/contents';
import styles from './banners.module.css';
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
    <div className={styles.figure}>
      <Picture src={popup.imageUrl} alt={popup.title} fill priority />
    </div>
  );

  return (
    <div className={styles.backdrop}>
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        {image && popup.linkUrl ? (
          <IntentLink href={popup.linkUrl} onClick={close}>
            {image}
          </IntentLink>
        ) : (
          image
        )}
        <div className={styles.body}>
          <h2 className={styles.sheetTitle} id={titleId}>{popup.title}</h2>
          {popup.content && <PlainText text={popup.content} />}
        </div>
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={() => hidePopupToday(popup.id)}>
            오늘 하루 보지 않기
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            닫기
          </Button>
        </div>
      </div>
    </div>
  );
}
