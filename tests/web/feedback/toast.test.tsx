import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '@/components/ui/toast';
import { theme } from '@/styles/theme';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/cart';

function Saver({ message = '저장했습니다.' }: { message?: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message)}>
      저장
    </button>
  );
}

const renderWithToasts = (ui: React.ReactElement) =>
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>{ui}</ToastProvider>
    </ThemeProvider>,
  );

describe('알림(toast)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('처음부터 비어 있는 role=status(polite) 영역이 있고, 띄우면 그 안에 문장이 들어간다: 초점은 누른 단추에 남는다', () => {
    renderWithToasts(<Saver />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toBeEmptyDOMElement();

    const button = screen.getByRole('button', { name: '저장' });
    button.focus();
    fireEvent.click(button);
    expect(region).toHaveTextContent('저장했습니다.');
    expect(button).toHaveFocus();
    // 눌러 닫을 단추가 없다: 알림이 초점을 받거나 탭 순서에 끼지 않는다
    expect(region.querySelector('button, a, [tabindex]')).toBeNull();
  });

  it(`${TOAST_DURATION_MS}ms 뒤 스스로 사라지고, 그 사이 새 알림은 앞의 것을 바꾸며 시간을 새로 센다`, () => {
    renderWithToasts(
      <>
        <Saver message="장바구니에 담았습니다." />
        <Saver message="문의를 보냈습니다." />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: '저장' });
    fireEvent.click(first);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    fireEvent.click(second);
    expect(screen.getByRole('status')).toHaveTextContent('문의를 보냈습니다.');
    expect(screen.queryByText('장바구니에 담았습니다.')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('문의를 보냈습니다.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('손가락·마우스가 올라가 있는 동안은 사라지지 않는다', () => {
    renderWithToasts(<Saver />);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    const bubble = screen.getByText('저장했습니다.');
    fireEvent.pointerEnter(bubble);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText('저장했습니다.')).toBeInTheDocument();
    fireEvent.pointerLeave(bubble);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('띄운 화면에서만 보인다: 같은 화면의 주소(쿼리)가 바뀌면 남고, 다른 화면으로 가면 사라진다', () => {
    renderWithToasts(<Saver message="장바구니에 담았습니다." />);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    // 장바구니는 ?add= 로 담은 뒤 주소에서 그것을 지운다: 알림은 그대로
    act(() => router.replace('/cart'));
    expect(screen.getByRole('status')).toHaveTextContent('장바구니에 담았습니다.');
    // 주문서로 넘어가면 결제 단추 위를 가리지 않게 사라진다
    act(() => router.push('/checkout?productId=1'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // 그 화면에서 새로 띄운 알림은 보인다
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('status')).toHaveTextContent('장바구니에 담았습니다.');
  });

  it('띄운 뒤 다른 화면으로 보내는 쪽은 그 화면(on)을 적는다: 옮겨 간 화면에서 보이고, 거기서 또 떠나면 사라진다', () => {
    function SendThenGo() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() => {
            toast.show('문의를 보냈습니다.', { on: '/inquiry' });
            router.push('/inquiry');
          }}
        >
          보내기
        </button>
      );
    }
    renderWithToasts(<SendThenGo />);
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(screen.getByRole('status')).toHaveTextContent('문의를 보냈습니다.');
    act(() => router.push('/my-page'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('말풍선 위에 손가락이 있던 채로 화면을 떠나도 다음 알림은 제때 사라진다', () => {
    renderWithToasts(<Saver />);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    fireEvent.pointerEnter(screen.getByText('저장했습니다.'));
    act(() => router.push('/checkout'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('아래 탭 바(--bottom-bar-height)와 홈 표시줄 위에 뜬다', () => {
    renderWithToasts(<Saver />);
    const style = getComputedStyle(screen.getByRole('status'));
    expect(style.position).toBe('fixed');
    expect(style.bottom).toContain('var(--bottom-bar-height, 0px)');
    expect(style.bottom).toContain('env(safe-area-inset-bottom, 0px)');
  });

  it('공급자 밖에서는 아무 일도 하지 않는다(알림은 덤이지 흐름이 아니다)', () => {
    render(<Saver />);
    expect(() => fireEvent.click(screen.getByRole('button', { name: '저장' }))).not.toThrow();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
