import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IntentLink } from '@/components/ui/intent-link';
import { router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));

// next/link 는 시험 환경에서 라우터 문맥이 없어 보이는 링크를 미리 불러오지 않는다: 그래서 '그려지기만 해서는 미리 불러오지 않는다' 는
// next/link 가 받은 prefetch 값으로 확인한다(false 여야 화면에 보이는 것만으로는 미리 불러오지 않는다)
const linkProps = vi.hoisted(() => [] as { prefetch?: boolean | 'auto' | null }[]);
vi.mock('next/link', async () => {
  const actual = await vi.importActual<typeof import('next/link')>('next/link');
  const Link = actual.default;
  return {
    default: (props: ComponentProps<typeof Link>) => {
      linkProps.push(props);
      return <Link {...props} />;
    },
  };
});

describe('손을 뻗을 때 미리 불러오는 링크', () => {
  it('보이는 것만으로는 미리 불러오지 않고(prefetch=false), 포인터·손가락이 닿거나 초점이 오면 그 주소를 미리 불러온다', () => {
    const onFocus = vi.fn();
    render(
      <IntentLink href="/products/7" onFocus={onFocus}>
        인스타그램 팔로워
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: '인스타그램 팔로워' });
    expect(link).toHaveAttribute('href', '/products/7');
    expect(linkProps.at(-1)?.prefetch).toBe(false);
    expect(router.prefetch).not.toHaveBeenCalled();

    fireEvent.pointerEnter(link);
    expect(router.prefetch).toHaveBeenLastCalledWith('/products/7');

    fireEvent.focus(link);
    expect(router.prefetch).toHaveBeenCalledTimes(2);
    // 넘겨받은 처리기도 그대로 불린다
    expect(onFocus).toHaveBeenCalledOnce();
  });
});
