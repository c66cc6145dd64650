import { formatDate } from '@/lib/format';
import styles from './contents.module.css';

// 서버 컴포넌트(공지·아티클 목록)와 클라이언트 화면(본문, FAQ)이 함께 쓰는 조각이라 런타임 없는 CSS 모듈로 그린다

/** 고정 공지의 '중요' 표시 */
export function Pinned() {
  return <span className={styles.pinned}>중요</span>;
}

/** 게시일: 서울 기준 2026.01.05 */
export function PublishedAt({ value }: { value: string }) {
  return (
    <time className={styles.time} dateTime={value}>
      {formatDate(value)}
    </time>
  );
}
