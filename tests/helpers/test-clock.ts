/**
 * 앱이 읽는 시계(deps.now). 실제 시간에 offset 을 더한 값이라 평소에는 진짜 시계처럼 흐르고,
 * advance 로 앞으로 보내면 토큰 만료·로그인 제한 창 같은 시간 규칙을 기다리지 않고 시험할 수 있다.
 * DB 의 defaultNow() 는 이 시계를 모르므로, 시간을 비교하는 값은 서버 코드가 deps.now() 로 적어야 한다.
 */
export type TestClock = {
  now: () => Date;
  advance: (seconds: number) => void;
  /** 앞으로 보낸 시간을 되돌린다 */
  reset: () => void;
};

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
