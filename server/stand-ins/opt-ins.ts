import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * 운영(NODE_ENV=production)에서 시험용 어댑터를 어댑터마다 명시적으로 허용하는 변수(스테이징 상점용).
 * 하나라도 켜면 웹의 모든 화면에 시험 환경 띠가 뜨고 콘솔 홈이 무엇이 시험용인지 알린다(docs/decisions.md).
 * 개발·시험(NODE_ENV 가 production 이 아닐 때)에는 읽지 않는다: 거기서는 시험용 어댑터가 기본이다.
 */
export const OPT_IN_SHAPE = {
  /** DATABASE_URL 없이 내장 PGlite 로 운영한다(한 대짜리) */
  ALLOW_EMBEDDED_DATABASE: flag,
  /** PAYMENTS_PROVIDER=test: 내장 테스트 결제창 */
  ALLOW_TEST_PAYMENTS: flag,
  /** 키가 없는 소셜 로그인 제공자를 내장 테스트 제공자가 맡는다 */
  ALLOW_TEST_SOCIAL_LOGIN: flag,
  /** MAIL_TRANSPORT=outbox: 메일을 보내지 않고 파일로만 남긴다 */
  ALLOW_OUTBOX_MAIL: flag,
  /** SOLAPI 키 없음: 알림톡·문자를 보내지 않고 발송함에만 남긴다 */
  ALLOW_OUTBOX_MESSAGES: flag,
  /** S3_BUCKET 없음: 업로드를 이 서버의 디스크(UPLOADS_DIR)에 둔다 */
  ALLOW_LOCAL_UPLOADS: flag,
  /** INSTAGRAM_PROVIDER=fixture: 인스타그램 계정·게시물이 내장 예시 */
  ALLOW_INSTAGRAM_FIXTURE: flag,
  /** 내장 시뮬레이터 패널을 만들고 주문을 보낼 수 있다(보낸 주문은 실제로 전달되지 않는다) */
  ALLOW_SIMULATOR_PANELS: flag,
  /** 데모 데이터(SEED_DEMO)와 README 에 적힌 데모 계정·비밀번호·TOTP 비밀 */
  ALLOW_DEMO_DATA: flag,
} as const;

export type OptInVariable = keyof typeof OPT_IN_SHAPE;
