import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingInput } from '@/components/reviews/star-rating-input';
import { renderApp } from '../components/render-app';

function Harness({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <StarRatingInput value={value} onChange={setValue} />;
}

describe('별점 고르기의 키보드', () => {
  it('Tab 으로 닿는 슬라이더이고, 값을 "n점" 으로 알린다', async () => {
    const user = userEvent.setup();
    renderApp(<Harness initial={5} />);
    await user.tab();
    const slider = screen.getByRole('slider', { name: '별점' });
    expect(slider).toHaveFocus();
    expect(slider).toHaveAttribute('aria-valuemin', '0.5');
    expect(slider).toHaveAttribute('aria-valuemax', '5');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    expect(slider).toHaveAttribute('aria-valuetext', '5점');
  });

  it('왼쪽·아래 화살표는 반 점씩 내리고, 오른쪽·위 화살표는 반 점씩 올린다', async () => {
    const user = userEvent.setup();
    renderApp(<Harness initial={3} />);
    const slider = screen.getByRole('slider', { name: '별점' });
    slider.focus();

    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '2.5');
    expect(slider).toHaveAttribute('aria-valuetext', '2.5점');
    expect(slider.querySelector('[data-star="3"] svg')).toHaveAttribute('data-icon', 'star-half');

    await user.keyboard('{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '3.5');
    expect(slider.querySelector('[data-star="4"] svg')).toHaveAttribute('data-icon', 'star-half');
  });

  it('0.5점 아래·5점 위로는 가지 않고, Home·End 는 끝으로 간다', async () => {
    const user = userEvent.setup();
    renderApp(<Harness initial={1} />);
    const slider = screen.getByRole('slider', { name: '별점' });
    slider.focus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
  });
});
