import { IntentLink } from '@/components/ui/intent-link';
import { Picture } from '@/components/ui/picture';
import type { Banner } from '@/lib/schemas/contents';
import { BannerFrame } from './banner-frame';
import styles from './banners.module.css';

/**
 * 메인 배너. 장(그림과 링크)은 서버가 한 번 그리고, 브라우저에서는 점과 자동 넘김을 맡는 틀(BannerFrame)만 깨어난다:
 * 느린 폰에서 첫 화면의 하이드레이션 일을 줄인다.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <BannerFrame count={banners.length}>
      {banners.map((b, i) => (
        <div key={b.id} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} / ${banners.length}`}>
          <IntentLink className={styles.slideLink} href={b.linkUrl ?? '#'} aria-disabled={!b.linkUrl} tabIndex={b.linkUrl ? undefined : -1}>
            <Picture src={b.imageUrl} alt={b.title} fill priority={i === 0} />
          </IntentLink>
        </div>
      ))}
    </BannerFrame>
  );
}
