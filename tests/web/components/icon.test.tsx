import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '@/components/ui/icon';

describe('Icon', () => {
  it('없는 이름이면 "{name}을 찾을 수 없습니다" 를 보인다', () => {
    render(<Icon name="rocket" />);
    expect(screen.getByText('rocket을 찾을 수 없습니다')).toBeInTheDocument();
  });

  it('별 아이콘 셋(가득, 반, 빈)은 서로 다른 그림이고 각자 읽히는 이름이 있다', () => {
    render(
      <>
        <Icon name="star-full" />
        <Icon name="star-half" />
        <Icon name="star-empty" />
      </>,
    );
    const icons = screen.getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(['별점 1점', '별점 0.5점', '별점 0점']);
    expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(3);
    expect(screen.queryByText(/찾을 수 없습니다/)).not.toBeInTheDocument();
  });

  it('닫기 아이콘은 "닫기" 로 읽히고, 크기와 장식용 지정을 따른다', () => {
    const { container } = render(
      <>
        <Icon name="close" size={32} />
        <Icon name="close" decorative />
      </>,
    );
    const close = screen.getByRole('img', { name: '닫기' });
    expect(close).toHaveAttribute('width', '32');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  });
});
