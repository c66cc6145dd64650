/**
 * 로그인 화면으로 보낸 까닭(?reason=). 말없이 로그인 화면이 뜨면 회원은 왜 왔는지 모른다.
 * 돌아갈 곳은 따로 redirectUri 쿠키가 들고 있다: 주소에는 까닭만 싣는다(열린 리다이렉트 걱정이 없게).
 */
export const SIGNIN_REASONS = {
  /** 로그인하지 않고 회원 화면이나 바로 구매·장바구니를 눌렀다 */
  required: '로그인이 필요한 서비스입니다. 로그인 후 이어서 진행해주세요.',
  /** 로그인했었지만 세션이 끝났다 */
  expired: '로그인 시간이 지났습니다. 다시 로그인하면 보던 화면으로 돌아갑니다.',
} as const;

export type SigninReason = keyof typeof SIGNIN_REASONS;

export function signinPath(reason: SigninReason): string {
  return `/account/signin?reason=${reason}`;
}

/** 모르는 값은 아무 말도 하지 않는다: 주소는 누구나 바꿀 수 있다 */
export function signinReasonMessage(value: string | null | undefined): string | null {
  return value && Object.hasOwn(SIGNIN_REASONS, value) ? SIGNIN_REASONS[value as SigninReason] : null;
}
