'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { Banner } from '@/lib/schemas/contents';

const ADVANCE_MS = 4000;

/** 가로로 밀어 넘기는 배너(scroll-snap). 4초마다 다음 장으로, 손으로 만지는 동안은 멈춘다 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  const goTo = (index: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || banners.length < 2) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const index = Math.round(el.scrollLeft / el.clientWidth);
      el.scrollTo({ left: ((index + 1) % banners.length) * el.clientWidth, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, banners.length]);

  if (banners.length === 0) return null;
  return (
    // 키보드로 배너 안에 들어와 있는 동안에도 멈춘다(넘어가는 동안 초점이 보이지 않게 되지 않도록)
    <Wrapper aria-roledescription="carousel" aria-label="배너" onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <Track
        ref={track}
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onTouchStart={() => setPaused(true)}
        onTouchEnd={() => setPaused(false)}
      >
        {banners.map((b, i) => (
          <Slide key={b.id} aria-roledescription="slide" aria-label={`${i + 1} / ${banners.length}`}>
            <BannerLink href={b.linkUrl ?? '#'} aria-disabled={!b.linkUrl} tabIndex={b.linkUrl ? undefined : -1}>
              <Picture src={b.imageUrl} alt={b.title} fill priority={i === 0} />
            </BannerLink>
          </Slide>
        ))}
      </Track>
      {banners.length > 1 && (
        <Dots>
          {banners.map((b, i) => (
            <Dot key={b.id} type="button" aria-label={`${i + 1}번째 배너 보기`} aria-current={i === current ? 'true' : undefined} onClick={() => goTo(i)} />
          ))}
        </Dots>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.section(({ theme }) => ({ position: 'relative', margin: `-24px -${theme.layout.gutter}px 24px` }));

const Track = styled.div({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
});

const Slide = styled.div({ flex: '0 0 100%', scrollSnapAlign: 'start' });

const BannerLink = styled(Link)({ position: 'relative', display: 'block', aspectRatio: '16 / 9' });

const Dots = styled.div({ position: 'absolute', bottom: 0, left: 0, right: 0, display: 'flex', justifyContent: 'center' });

// 점은 8px 로 보이지만 누르는 칸은 24 x 24(WCAG 2.5.8 의 촘촘한 컨트롤 기준): 점 모양은 ::before 로 그린다
const Dot = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  height: 24,
  padding: '0 4px',
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  '&::before': { content: '""', width: 8, height: 8, borderRadius: 4, background: 'rgba(255,255,255,0.6)' },
  '&[aria-current="true"]::before': { width: 20, background: theme.palette.white },
  '&:focus-visible': { outline: `2px solid ${theme.palette.white}`, outlineOffset: -2 },
}));
