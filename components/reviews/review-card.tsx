import { Picture } from '@/components/ui/picture';
import { formatDate } from '@/lib/format';
import type { Review } from '@/lib/schemas/reviews';
import styles from './reviews.module.css';
import { StarRating } from './star-rating';

// 서버 컴포넌트(/review)로도, 클라이언트 화면(상품 페이지의 후기)에서도 쓴다: 런타임 없는 CSS 모듈로 그린다

/** 후기 하나: 별점, 제목, 내용(줄바꿈 그대로), 사진, 상품 이름, 가린 작성자, 날짜 */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className={styles.card} aria-labelledby={`review-${review.id}-title`}>
      <div className={styles.top}>
        <StarRating rating={review.rating} />
        <span className={styles.meta}>
          {review.authorName} · {formatDate(review.createdAt)}
        </span>
      </div>
      <h3 className={styles.title} id={`review-${review.id}-title`}>
        {review.title}
      </h3>
      <p className={styles.product}>{review.productName}</p>
      <p className={styles.content}>{review.content}</p>
      {review.imageUrlList.length > 0 && (
        <div className={styles.photos}>
          {review.imageUrlList.map((url, index) => (
            <div className={styles.photo} key={url}>
              <Picture src={url} alt={`${review.title} 사진 ${index + 1}`} fill />
            </div>
          ))}
        </div>
      )}
    </article>
  );
}
