import { Icon } from '@/components/ui/icon';
import styles from './reviews.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** 별 하나의 모양: 점수가 별 번호 이상이면 가득, 반 칸 모자라면 반, 아니면 빈 별 */
export function starIconOf(rating: number, star: number) {
  if (rating >= star) return 'star-full' as const;
  if (rating >= star - 0.5) return 'star-half' as const;
  return 'star-empty' as const;
}

/** 읽기 전용 별점 (후기 목록·상품 페이지·콘솔). 서버 컴포넌트로도 쓰여 CSS 모듈로 그린다 */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`별점 ${rating}점`}>
      {STARS.map((star) => (
        <Icon key={star} name={starIconOf(rating, star)} size={size} decorative />
      ))}
    </span>
  );
}
