import { preload } from 'react-dom';
import { PlainText } from '@/components/contents/plain-text';
import { IntentLink } from '@/components/ui/intent-link';
import { Picture } from '@/components/ui/picture';
import type { Popup } from '@/lib/schemas/contents';
import styles from './banners.module.css';
import { PopupFrame } from './popup-frame';

// 클라이언트 모듈의 함수는 서버에서 부를 수 없다: 제목 id 는 여기서 정해 틀(PopupFrame)에 넘긴다
const titleIdOf = (popupId: number) => `home-popup-${popupId}-title`;

/**
 * 메인 화면의 팝업: 아래에서 올라오는 시트로 한 번에 하나씩. 닫으면 다음 팝업.
 * 그림·제목·본문은 서버가 그리고, 브라우저에서는 숨김을 읽고 버튼을 맡는 틀(PopupFrame)만 깨어난다:
 * 팝업은 하이드레이션 뒤에 뜨는데, 그때 그릴 것이 태그뿐이라 느린 폰의 긴 작업이 짧다.
 */
export function PopupSheet({ popups }: { popups: Popup[] }) {
  if (popups.length === 0) return null;
  // 팝업 그림은 브라우저가 숨김을 읽은 뒤에야 그려진다: 서버 HTML 의 preload 로 미리 받아 두어 뜨는 순간 그려지게.
  // 낮은 우선순위로: 높게 받으면 첫 화면의 가장 큰 그림(첫 배너)과 회선을 나눠 LCP 가 늦어진다
  const first = popups[0]?.imageUrl;
  if (first) preload(first, { as: 'image', fetchPriority: 'low' });
  return <PopupFrame popups={popups.map((p) => ({ id: p.id, titleId: titleIdOf(p.id), content: <PopupContent popup={p} /> }))} />;
}

function PopupContent({ popup }: { popup: Popup }) {
  const image = popup.imageUrl && (
    <div className={styles.figure}>
      <Picture src={popup.imageUrl} alt={popup.title} fill priority />
    </div>
  );
  return (
    <>
      {image && popup.linkUrl ? <IntentLink href={popup.linkUrl}>{image}</IntentLink> : image}
      <div className={styles.body}>
        <h2 className={styles.sheetTitle} id={titleIdOf(popup.id)}>
          {popup.title}
        </h2>
        {popup.content && <PlainText text={popup.content} />}
      </div>
    </>
  );
}
