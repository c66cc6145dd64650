import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupSheet } from '@/components/main/popup-sheet';
import { renderApp } from '../components/render-app';
import { makePopup } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

// 서울 2026-03-10 23:00 (UTC+9). 자정은 UTC 15:00
const SEOUL_2300 = new Date('2026-03-10T14:00:00Z');
const SEOUL_2359 = new Date('2026-03-10T14:59:59Z');
const SEOUL_NEXT_MIDNIGHT = new Date('2026-03-10T15:00:00Z');

beforeEach(() => {
  window.localStorage.clear();
  // 시계만 바꾼다: 타이머까지 가짜로 두면 userEvent 가 멈춘다
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SEOUL_2300);
});
afterEach(() => vi.useRealTimers());

const dialog = () => screen.queryByRole('dialog', { name: '신규 회원 첫 구매 안내' });

describe('메인 팝업', () => {
  it('그림은 미리 받되 첫 배너와 회선을 나누지 않게 낮은 우선순위로, 뜰 때는 지연 로딩하지 않는다', () => {
    renderApp(<PopupSheet popups={[makePopup({ imageUrl: '/images/banners/first-order.webp' })]} />);
    const image = screen.getByRole('img', { name: '신규 회원 첫 구매 안내' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const preload = document.head.querySelector('link[rel="preload"][as="image"][href="/images/banners/first-order.webp"]');
    expect(preload).toHaveAttribute('fetchpriority', 'low');
  });

  it('시트로 뜨고 본문을 글자 그대로 보인다', () => {
    renderApp(<PopupSheet popups={[makePopup({ content: '<b>굵게</b>' })]} />);
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText('<b>굵게</b>')).toBeInTheDocument();
  });

  it("'오늘 하루 보지 않기' 는 서울 기준 오늘이 끝날 때까지 숨기고, 다음 날 다시 보인다", async () => {
    const first = renderApp(<PopupSheet popups={[makePopup()]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(dialog()).not.toBeInTheDocument();
    first.unmount();

    // 같은 날 다시 열기(새로고침): 그대로 숨김
    vi.setSystemTime(SEOUL_2359);
    const sameDay = renderApp(<PopupSheet popups={[makePopup()]} />);
    expect(dialog()).not.toBeInTheDocument();
    sameDay.unmount();

    // 서울 자정이 지나면 다시 뜬다
    vi.setSystemTime(SEOUL_NEXT_MIDNIGHT);
    renderApp(<PopupSheet popups={[makePopup()]} />);
    expect(dialog()).toBeInTheDocument();
  });

  it("'닫기' 는 이번 화면에서만 닫는다: 다시 열면 또 뜬다", async () => {
    const first = renderApp(<PopupSheet popups={[makePopup()]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '닫기' }));
    expect(dialog()).not.toBeInTheDocument();
    first.unmount();

    renderApp(<PopupSheet popups={[makePopup()]} />);
    expect(dialog()).toBeInTheDocument();
  });

  it('여러 개면 하나씩: 앞의 것을 닫으면 다음 팝업, 숨긴 팝업은 다른 팝업을 가리지 않는다', async () => {
    const user = userEvent.setup();
    const popups = [makePopup(), makePopup({ id: 2, title: '리필 보장 안내' })];
    const first = renderApp(<PopupSheet popups={popups} />);
    await user.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(screen.getByRole('dialog', { name: '리필 보장 안내' })).toBeInTheDocument();
    first.unmount();

    renderApp(<PopupSheet popups={popups} />);
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '리필 보장 안내' })).toBeInTheDocument();
  });

  it('Escape 로 닫히고, 그림 링크를 눌러도 닫힌다', async () => {
    const user = userEvent.setup();
    const popups = [
      makePopup(),
      makePopup({ id: 2, title: '리필 보장 안내', imageUrl: '/images/banners/refill.webp', linkUrl: '/channels/1/1' }),
    ];
    renderApp(<PopupSheet popups={popups} />);
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    const next = screen.getByRole('dialog', { name: '리필 보장 안내' });
    // 헤더와 탭 바는 덮지 않아 그대로 쓸 수 있다: 모달이라고 알리지 않는다
    expect(next).not.toHaveAttribute('aria-modal');
    await user.click(screen.getByRole('img', { name: '리필 보장 안내' }));
    expect(screen.queryByRole('dialog', { name: '리필 보장 안내' })).not.toBeInTheDocument();
  });

  it('모달 안에서 누른 Esc 는 그 모달의 것이다: 팝업은 그대로 남는다', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <PopupSheet popups={[makePopup()]} />
        <div role="dialog" aria-modal="true" aria-label="문의 작성">
          <input aria-label="제목" />
        </div>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: '제목' }));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
  });

  it('다음 팝업으로 넘어가도 키보드 초점은 같은 닫기 버튼에 남는다', async () => {
    const user = userEvent.setup();
    renderApp(<PopupSheet popups={[makePopup(), makePopup({ id: 2, title: '리필 보장 안내' })]} />);
    const closeButton = screen.getByRole('button', { name: '닫기' });
    closeButton.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: '리필 보장 안내' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
  });

  it("저장이 막힌 브라우저에서도 '오늘 하루 보지 않기' 를 누르면 이번 화면에서는 닫힌다", async () => {
    const blocked = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      renderApp(<PopupSheet popups={[makePopup()]} />);
      await userEvent.setup().click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
      expect(dialog()).not.toBeInTheDocument();
    } finally {
      blocked.mockRestore();
    }
  });
});
