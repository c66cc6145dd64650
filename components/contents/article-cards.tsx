import { IntentLink } from '@/components/ui/intent-link';
import { Picture } from '@/components/ui/picture';
import type { ArticleSummary } from '@/lib/schemas/contents';
import { EmptyText } from '@/components/ui/empty-text';
import { PublishedAt } from './content-parts';
import styles from './contents.module.css';

/** 아티클 카드: 썸네일, 제목, 요약, 발행일 */
export function ArticleCards({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return <EmptyText>등록된 아티클이 없습니다.</EmptyText>;
  return (
    <ul className={styles.cards}>
      {articles.map((a) => (
        <li key={a.id}>
          <IntentLink className={styles.card} href={`/articles/${a.id}`}>
            {a.thumbnailUrl && (
              <div className={styles.thumb}>
                <Picture src={a.thumbnailUrl} alt="" fill />
              </div>
            )}
            <div className={styles.text}>
              <strong className={styles.cardTitle}>{a.title}</strong>
              {a.summary && <span className={styles.summary}>{a.summary}</span>}
              <PublishedAt value={a.publishedAt} />
            </div>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
