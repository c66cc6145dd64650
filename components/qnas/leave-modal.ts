/**
 * 모달을 닫고 나서 다른 화면으로 간다. 이 화면에서 연 모달은 닫기가 history.back() 이라(lib/modal.ts),
 * 되돌아가기가 끝난(popstate) 뒤에 이동해야 새 주소가 되돌아가기에 밀리지 않고 ?modal= 도 남지 않는다.
 */
export async function leaveModalThen(close: () => void, go: () => void): Promise<void> {
  const pushed = Boolean((window.history.state as { modal?: string } | null)?.modal);
  if (!pushed) {
    close();
    go();
    return;
  }
  await new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    close();
  });
  go();
}
