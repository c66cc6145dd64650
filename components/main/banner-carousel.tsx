import { IntentLink } from '@/components/ui/intent-link';
import { Picture } from '@/components/ui/picture';
import type { Banner } from '@/lib/schemas/contents';
import { BannerFrame } from './banner-frame';
import styles from './banners.module.css';

/**
 * 메인 배너. 장(그림과 링크)은 서버가 한 번 그리고, 브라우저에서는 점과 자동 넘김을 맡는 틀(BannerFrame)과 장의 링크만 깨어난다:
 * 느린 폰에서 첫 화면의 하이드레이션 일을 줄인다.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <BannerFrame count={banners.length}>
      {banners.map((b, i) => (
        <div key={b.id} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} / ${banners.length}`}>
          {/* 링크 없는 배너는 그림만: 초점도 미리 받기도 없다 */}
          {b.linkUrl ? (
            <IntentLink className={styles.slideLink} href={b.linkUrl}>
              <Picture src={b.imageUrl} alt={b.title} fill priority={i === 0} />
            </IntentLink>
          ) : (
            <div className={styles.slideLink}>
              <Picture src={b.imageUrl} alt={b.title} fill priority={i === 0} />
            </div>
          )}
        </div>
      ))}
    </BannerFrame>
  );
}
