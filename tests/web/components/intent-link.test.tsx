import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntentLink } from '@/components/ui/intent-link';
import { router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));

describe('손을 뻗을 때 미리 불러오는 링크', () => {
  it('그려지기만 해서는 미리 불러오지 않고, 포인터·손가락이 닿거나 초점이 오면 그 주소를 미리 불러온다', () => {
    const onFocus = vi.fn();
    render(
      <IntentLink href="/products/7" onFocus={onFocus}>
        인스타그램 팔로워
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: '인스타그램 팔로워' });
    expect(link).toHaveAttribute('href', '/products/7');
    expect(router.prefetch).not.toHaveBeenCalled();

    fireEvent.pointerEnter(link);
    expect(router.prefetch).toHaveBeenLastCalledWith('/products/7');

    fireEvent.focus(link);
    expect(router.prefetch).toHaveBeenCalledTimes(2);
    // 넘겨받은 처리기도 그대로 불린다
    expect(onFocus).toHaveBeenCalledOnce();
  });
});
