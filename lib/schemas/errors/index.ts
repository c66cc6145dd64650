/**
 * 오류 목록: api 가 돌려주는 모든 실패의 코드, HTTP 상태, 한국어 메시지가 이 폴더 한 곳에 선다(도메인마다 한 파일).
 * 서버는 fail(이름) 으로 던지고, 웹은 같은 메시지를 여기서 가져다 보여 준다. 이 폴더는 같은 폴더의 파일 말고는
 * 아무것도 import 하지 않는다(다른 스키마 파일이 여기 문장을 가져다 쓰므로, 거꾸로 가져오면 순환이 된다).
 * - 이름이 곧 code 이고, 같은 code 가 상황마다 다른 메시지를 가질 때만 code 를 따로 적는다.
 * - 메시지의 {이름} 자리는 던질 때 값으로 채운다(fail 의 vars). 숫자·라벨이 바뀌어도 문장은 여기 하나로 둔다.
 * - detail: 문장을 다른 규칙(zod 검증, 대상 주소 규칙, 쿠폰 조건, 결제사·패널의 답)이 정하는 code.
 *   그 문장은 이미 그 규칙 곁에 한 번 서 있으므로 던질 때 넘기고, message 는 문장이 비었을 때의 기본값이다.
 */
import { CATALOGUE_ERRORS } from './catalogue';
import { COMMON_ERRORS } from './common';
import { COMMUNITY_ERRORS } from './community';
import { CONTENT_ERRORS } from './contents';
import { COUPON_ERRORS } from './coupons';
import { INSTAGRAM_ERRORS } from './instagram';
import { MEMBER_ERRORS } from './members';
import { OPERATOR_ERRORS } from './operators';
import { POLICY_ERRORS } from './policies';
import { PURCHASE_ERRORS } from './purchases';
import { SERVICE_ERRORS } from './services';
import { SOCIAL_ACCOUNT_ERRORS } from './social-accounts';
import { TASK_ERRORS } from './tasks';
import type { ErrorDef } from './types';

export type { ErrorDef, ErrorStatus } from './types';

/** 도메인별 목록. 이름이 두 파일에 겹치면 펼칠 때 뒤의 것이 앞의 것을 덮으므로 tests/lib/errors.test.ts 가 지킨다 */
export const ERROR_GROUPS = {
  common: COMMON_ERRORS,
  operators: OPERATOR_ERRORS,
  coupons: COUPON_ERRORS,
  members: MEMBER_ERRORS,
  socialAccounts: SOCIAL_ACCOUNT_ERRORS,
  catalogue: CATALOGUE_ERRORS,
  contents: CONTENT_ERRORS,
  purchases: PURCHASE_ERRORS,
  services: SERVICE_ERRORS,
  tasks: TASK_ERRORS,
  community: COMMUNITY_ERRORS,
  instagram: INSTAGRAM_ERRORS,
  policies: POLICY_ERRORS,
} as const;

export const ERRORS = {
  ...COMMON_ERRORS,
  ...OPERATOR_ERRORS,
  ...COUPON_ERRORS,
  ...MEMBER_ERRORS,
  ...SOCIAL_ACCOUNT_ERRORS,
  ...CATALOGUE_ERRORS,
  ...CONTENT_ERRORS,
  ...PURCHASE_ERRORS,
  ...SERVICE_ERRORS,
  ...TASK_ERRORS,
  ...COMMUNITY_ERRORS,
  ...INSTAGRAM_ERRORS,
  ...POLICY_ERRORS,
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;

/**
 * 입력 검증 문장 중 여러 스키마·화면이 함께 쓰는 것. api 는 이것을 VALIDATION_FAILED 의 message·fields 로 보낸다
 * (zod 스키마가 이 값을 쓰고, 화면은 같은 값을 미리 보여 준다)
 */
export const FIELD_MESSAGES = {
  idRequired: '숫자 id가 필요합니다.',
  panelIdInvalid: '패널 id는 양의 정수여야 합니다.',
  dateFormat: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  periodReversed: '시작일은 종료일보다 늦을 수 없습니다.',
  titleRequired: '제목을 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  emailQueryRequired: '이메일 검색어를 입력해주세요.',
  nothingToChange: '바꿀 항목이 없습니다.',
  controlCharacter: '입력할 수 없는 문자(제어 문자)가 들어 있습니다.',
  numberOutOfRange: '숫자가 허용 범위를 벗어났습니다.',
} as const;

/** 메시지 안의 {이름} 자리들 */
type Slots<S extends string> = S extends `${string}{${infer K}}${infer Rest}` ? K | Slots<Rest> : never;
export type ErrorSlots<N extends ErrorName> = Slots<(typeof ERRORS)[N]['message']>;
/** 자리를 채울 값: 자리가 없는 이름은 never */
export type ErrorVars<N extends ErrorName> = Record<ErrorSlots<N>, string | number>;
/** 던질 때 문장을 넘길 수 있는 이름(detail) */
export type DetailErrorName = { [N in ErrorName]: (typeof ERRORS)[N] extends { detail: true } ? N : never }[ErrorName];

/** 이름의 응답 code(따로 적지 않았으면 이름 그대로) */
export const errorCode = (name: ErrorName): string => (ERRORS[name] as ErrorDef).code ?? name;

/** 이름의 한국어 메시지 — 웹이 같은 문장을 보여 줄 때. {자리}가 있으면 vars 로 채운다 */
export function errorMessage<N extends ErrorName>(name: N, ...vars: [ErrorSlots<N>] extends [never] ? [] : [ErrorVars<N>]): string {
  const message: string = ERRORS[name].message;
  const values = vars[0] as Record<string, string | number> | undefined;
  return values ? message.replace(/\{(\w+)\}/g, (slot, key: string) => (key in values ? String(values[key]) : slot)) : message;
}
