import { z } from 'zod';
import {
  OAUTH_PENDING_STORAGE_KEY,
  OAuthPurposeSchema,
  SocialLoginResponseSchema,
  SocialProviderSchema,
  type SocialLoginResponse,
} from '@/lib/schemas/social-accounts';

/*
 * 제공자에 다녀오는 동안 기억할 것. sessionStorage 는 탭마다 따로라 두 탭에서 동시에 시작해도 섞이지 않고,
 * 탭을 닫으면 사라진다. 읽을 때는 스키마로 다시 검사한다: 다른 코드나 이전 판이 남긴 값일 수 있다.
 */

export const OAuthPendingSchema = z.object({
  purpose: OAuthPurposeSchema,
  provider: SocialProviderSchema,
  redirectUri: z.string().nullable(),
  /** authorize 주소에 실린 state. 돌아온 state 와 다르면 이 기록은 다른 시도의 것이다 */
  state: z.string().optional(),
});
export type OAuthPending = z.infer<typeof OAuthPendingSchema>;

/** 가입이 필요하다는 답을 가입 화면까지 넘기는 곳 */
export const OAUTH_SIGNUP_STORAGE_KEY = 'oauthSignup';
type SignupRequired = Extract<SocialLoginResponse, { result: 'SIGNUP_REQUIRED' }>;

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // 저장소를 막은 브라우저(사생활 보호 모드 등)나 깨진 값: 없는 것으로 본다
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // 저장하지 못해도 흐름은 이어진다: 돌아온 화면이 기본값(로그인)으로 처리한다
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // 지우지 못할 저장소면 애초에 쓰지도 못했다
  }
}

export const savePending = (pending: OAuthPending) => write(OAUTH_PENDING_STORAGE_KEY, pending);
export const readPending = () => read(OAUTH_PENDING_STORAGE_KEY, OAuthPendingSchema);
export const clearPending = () => remove(OAUTH_PENDING_STORAGE_KEY);

const SignupRequiredSchema = SocialLoginResponseSchema.options[1];
export const saveSignupTicket = (answer: SignupRequired) => write(OAUTH_SIGNUP_STORAGE_KEY, answer);
export const readSignupTicket = (): SignupRequired | null => read(OAUTH_SIGNUP_STORAGE_KEY, SignupRequiredSchema);
export const clearSignupTicket = () => remove(OAUTH_SIGNUP_STORAGE_KEY);
