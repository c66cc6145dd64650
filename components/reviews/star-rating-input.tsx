'use client';

import styled from '@emotion/styled';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@/lib/schemas/review-rules';
import { starIconOf } from './star-rating';

type Props = { value: number; onChange: (value: number) => void; label?: string };

const clamp = (v: number) => Math.min(REVIEW_RATING_MAX, Math.max(REVIEW_RATING_MIN, v));

/**
 * 별점 고르기 (docs/product.md, Review form): 별의 왼쪽 절반을 누르면 반 점, 오른쪽 절반이면 한 점.
 * 화면 낭독기와 키보드에는 슬라이더(0.5 ~ 5, 화살표로 0.5씩)로 보인다.
 */
export function StarRatingInput({ value, onChange, label = '별점' }: Props) {
  const pick = (star: number) => (event: MouseEvent<HTMLSpanElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onChange(event.clientX - rect.left < rect.width / 2 ? star - 0.5 : star);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 0.5, ArrowUp: 0.5, ArrowLeft: -0.5, ArrowDown: -0.5 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      onChange(clamp(value + step));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onChange(event.key === 'Home' ? REVIEW_RATING_MIN : REVIEW_RATING_MAX);
    }
  };
  return (
    <Row>
      <Slider
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={REVIEW_RATING_MIN}
        aria-valuemax={REVIEW_RATING_MAX}
        aria-valuenow={value}
        aria-valuetext={`${value}점`}
        onKeyDown={onKeyDown}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} data-star={star} onClick={pick(star)}>
            <Icon name={starIconOf(value, star)} size={36} decorative />
          </Star>
        ))}
      </Slider>
      <Score aria-hidden>{value.toFixed(1)}</Score>
    </Row>
  );
}

const Row = styled.div({ display: 'flex', alignItems: 'center', gap: 12 });

const Slider = styled.div(({ theme }) => ({
  display: 'inline-flex',
  color: theme.palette.yellow[600],
  borderRadius: theme.radius.sm,
  '&:focus-visible': { outline: `2px solid ${theme.color.primary}`, outlineOffset: 2 },
}));

// 별은 36px 로 그리되 손가락으로 누르는 칸은 44 x 44
const Star = styled.span({ display: 'inline-flex', padding: 4, cursor: 'pointer', lineHeight: 0 });

const Score = styled.span(({ theme }) => ({ fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold }));
