/*
 * 가입 직후 한 번: "인증 메일을 보냈습니다" 안내. 가입은 원래 가려던 화면으로 바로 넘어가므로 가입 폼에는 안내를 둘
 * 자리가 없다: 이 탭의 sessionStorage 에 적어 두고 사이트 어디서나 뜨는 인증 배너가 읽는다(인증을 마치면 지운다).
 */
const KEY = 'growth:verification-mail-sent';

const storage = () => (typeof window === 'undefined' ? null : window.sessionStorage);

export function rememberVerificationMailSent(): void {
  try {
    storage()?.setItem(KEY, '1');
  } catch {
    // 저장소가 막힌 브라우저(사생활 보호 모드 등): 배너는 평소 문구로 뜬다
  }
}

export function wasVerificationMailJustSent(): boolean {
  try {
    return storage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetVerificationMailSent(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // 위와 같다
  }
}
