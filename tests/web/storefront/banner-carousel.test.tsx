import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '@/components/main/banner-carousel';
import type { Banner } from '@/lib/schemas/contents';
import { renderApp } from '../components/render-app';

vi.mock('next/navigation', () => import('../next-navigation'));

const banner = (id: number, title: string, linkUrl: string | null = '/channels/1'): Banner => ({
  id,
  title,
  imageUrl: `/images/banners/${id}.webp`,
  linkUrl,
  displayOrder: id,
  isVisible: true,
  startsAt: null,
  endsAt: null,
});
const banners = [banner(1, '첫 배너'), banner(2, '둘째 배너'), banner(3, '링크 없는 배너', null)];

// jsdom 은 배치를 하지 않는다: 트랙의 폭과 스크롤 위치를 손으로 정해 준다
function layoutTrack(track: HTMLElement, width = 360) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width });
  const scrollTo = vi.fn(({ left }: ScrollToOptions) => {
    track.scrollLeft = left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  return scrollTo;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('메인 배너', () => {
  it('서버가 그린 장마다 그림과 링크, 첫 장만 바로 받고 나머지는 지연 로딩한다', () => {
    renderApp(<BannerCarousel banners={banners} />);
    const region = screen.getByRole('region', { name: '배너' });
    expect(within(region).getByRole('img', { name: '첫 배너' })).toHaveAttribute('loading', 'eager');
    expect(within(region).getByRole('img', { name: '둘째 배너' })).toHaveAttribute('loading', 'lazy');
    expect(within(region).getByRole('link', { name: '첫 배너' })).toHaveAttribute('href', '/channels/1');
    // 링크가 없는 배너는 그림만: 링크도 초점도 없다
    expect(within(region).getByRole('img', { name: '링크 없는 배너' }).closest('a')).toBeNull();
    expect(within(region).getAllByRole('link')).toHaveLength(2);
  });

  it('점은 장 수만큼, 지금 장을 표시하고 누르면 그 장으로 넘긴다', () => {
    const { container } = renderApp(<BannerCarousel banners={banners} />);
    const track = container.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    const scrollTo = layoutTrack(track);
    const dots = screen.getAllByRole('button', { name: /번째 배너 보기$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: '3번째 배너 보기' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 720, behavior: 'smooth' });
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: '3번째 배너 보기' })).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('4초마다 다음 장으로 넘기고 끝에서 처음으로, 손가락이 닿아 있거나 초점이 안에 있으면 멈춘다', () => {
    const { container } = renderApp(<BannerCarousel banners={banners} />);
    const track = container.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    const scrollTo = layoutTrack(track);

    act(() => void vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 360, behavior: 'smooth' });
    track.scrollLeft = 720;
    act(() => void vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });

    scrollTo.mockClear();
    fireEvent.touchStart(track);
    act(() => void vi.advanceTimersByTime(12000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(track);
    act(() => void vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    scrollTo.mockClear();
    act(() => screen.getByRole('link', { name: '첫 배너' }).focus());
    act(() => void vi.advanceTimersByTime(12000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('한 장뿐이면 점도 자동 넘김도 없다, 배너가 없으면 아무것도 그리지 않는다', () => {
    const { container, unmount } = renderApp(<BannerCarousel banners={[banners[0]!]} />);
    const track = container.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    const scrollTo = layoutTrack(track);
    expect(screen.queryByRole('button', { name: /번째 배너 보기$/ })).toBeNull();
    act(() => void vi.advanceTimersByTime(8000));
    expect(scrollTo).not.toHaveBeenCalled();
    unmount();

    renderApp(<BannerCarousel banners={[]} />);
    expect(screen.queryByRole('region', { name: '배너' })).toBeNull();
  });
});
