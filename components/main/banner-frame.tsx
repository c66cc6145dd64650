'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './banners.module.css';

const ADVANCE_MS = 4000;

/** 가로로 밀어 넘기는 배너 틀(scroll-snap). 4초마다 다음 장으로, 손으로 만지거나 키보드 초점이 안에 있는 동안은 멈춘다 */
export function BannerFrame({ count, children }: { count: number; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  const goTo = (index: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const index = Math.round(el.scrollLeft / el.clientWidth);
      el.scrollTo({ left: ((index + 1) % count) * el.clientWidth, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  return (
    // 키보드로 배너 안에 들어와 있는 동안에도 멈춘다(넘어가는 동안 초점이 보이지 않게 되지 않도록)
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="배너" onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <div
        ref={track}
        className={styles.track}
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onTouchStart={() => setPaused(true)}
        onTouchEnd={() => setPaused(false)}
      >
        {children}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              className={styles.dot}
              type="button"
              aria-label={`${i + 1}번째 배너 보기`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
