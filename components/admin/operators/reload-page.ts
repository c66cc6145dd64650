/** 화면을 다시 불러온다: 프록시가 세션을 다시 검사하게(시험에서 바꿔 끼우려고 따로 둔다) */
export function reloadPage(): void {
  window.location.reload();
}
