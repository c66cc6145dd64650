import { IntentLink } from '@/components/ui/intent-link';
import type { NoticeSummary } from '@/lib/schemas/contents';
import { EmptyText } from '@/components/ui/empty-text';
import { Pinned, PublishedAt } from './content-parts';
import styles from './contents.module.css';

/** 공지 제목 줄들. 고정 공지는 '중요' 표시 */
export function NoticeList({ notices }: { notices: NoticeSummary[] }) {
  if (notices.length === 0) return <EmptyText>등록된 공지사항이 없습니다.</EmptyText>;
  return (
    <ul className={styles.list}>
      {notices.map((n) => (
        <li key={n.id}>
          <IntentLink className={styles.row} href={`/notices/${n.id}`}>
            <span className={styles.rowTitle}>
              {n.isPinned && <Pinned />}
              {n.title}
            </span>
            <PublishedAt value={n.createdAt} />
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
