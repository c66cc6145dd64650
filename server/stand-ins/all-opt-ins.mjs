// 시험용 어댑터를 모두 허용하는 변수 묶음. e2e(playwright.config.ts)·벤치(scripts/bench)·운영 모드 시험이 같은 목록을 쓴다:
// 운영 모드로 띄우되 내장 DB·데모 데이터·테스트 결제창으로 도는 곳들이다. 이름은 opt-ins.ts 의 OPT_IN_SHAPE 와 같다
// (tests/api/stand-ins/launch-check.test.ts 가 맞춰 본다). 타입 없이 읽히도록 .mjs 로 둔다: 벤치는 맨 Node 로 돈다.
export const ALL_STAND_IN_OPT_INS = Object.freeze({
  ALLOW_EMBEDDED_DATABASE: 'true',
  ALLOW_TEST_PAYMENTS: 'true',
  ALLOW_TEST_SOCIAL_LOGIN: 'true',
  ALLOW_OUTBOX_MAIL: 'true',
  ALLOW_OUTBOX_MESSAGES: 'true',
  ALLOW_LOCAL_UPLOADS: 'true',
  ALLOW_INSTAGRAM_FIXTURE: 'true',
  ALLOW_SIMULATOR_PANELS: 'true',
  ALLOW_DEMO_DATA: 'true',
});
