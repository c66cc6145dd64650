/*
 * 모달에서 다른 화면으로 떠나기. 모달 코드만 쓰므로 모든 화면이 싣는 lib/modal.ts 와 나눠 둔다.
 */

/** 되돌아가기의 popstate 를 이만큼만 기다린다: 오지 않으면(브라우저가 삼켰거나 이미 다른 곳) 그냥 간다 */
export const LEAVE_MODAL_TIMEOUT_MS = 500;

/**
 * 모달을 닫고 나서 다른 화면으로 간다. 이 화면에서 연 모달은 닫기가 history.back() 이라,
 * 되돌아가기가 끝난(popstate) 뒤에 이동해야 새 주소가 되돌아가기에 밀리지 않고 ?modal= 도 남지 않는다.
 * popstate 가 오지 않아도 멈추지 않게 LEAVE_MODAL_TIMEOUT_MS 뒤에는 이동한다.
 */
export async function leaveModalThen(close: () => void, go: () => void): Promise<void> {
  const pushed = Boolean((window.history.state as { modal?: string } | null)?.modal);
  if (!pushed) {
    close();
    go();
    return;
  }
  await new Promise<void>((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', done);
      resolve();
    };
    const timer = window.setTimeout(done, LEAVE_MODAL_TIMEOUT_MS);
    window.addEventListener('popstate', done);
    close();
  });
  go();
}
