import type { ErrorDef } from './types';

// 회원의 서비스·리필과 인스타터 주문 조회
const INSTARTER_NOT_FOUND = '주문 정보를 찾을 수 없습니다. 주문번호와 연락처를 확인해주세요.';

export const SERVICE_ERRORS = {
  // ── 서비스·리필·인스타터 ──
  SERVICE_NOT_FOUND: { status: 404, message: '서비스를 찾을 수 없습니다.' },
  SERVICE_OF_OTHER_MEMBER: { status: 403, message: '본인의 서비스가 아닙니다.', code: 'NOT_YOUR_RESOURCE' },
  SERVICE_TARGET_INVALID: { status: 422, message: '대상을 확인해주세요.', code: 'INVALID_TARGET', detail: true },
  SERVICE_ALREADY_STARTED: { status: 409, message: '이미 작업이 시작되어 대상을 바꿀 수 없습니다.' },
  SERVICE_NOT_CHANGEABLE: { status: 409, message: '진행할 수 없는 서비스라 대상을 바꿀 수 없습니다.', code: 'SERVICE_ALREADY_STARTED' },
  REFILL_NOT_COMPLETED: { status: 409, message: '완료된 서비스만 리필을 신청할 수 있습니다.' },
  REFILL_TASK_NOT_COMPLETED: { status: 409, message: '완료된 작업만 리필을 신청할 수 있습니다.', code: 'REFILL_NOT_COMPLETED' },
  REFILL_NOT_SUPPORTED: { status: 409, message: '리필을 지원하지 않는 상품입니다.' },
  REFILL_PERIOD_OVER: { status: 409, message: '리필 신청 기간이 지났습니다.' },
  REFILL_PERIOD_OVER_UNTIL: { status: 409, message: '리필 신청 기간이 지났습니다. ({until}까지)', code: 'REFILL_PERIOD_OVER' },
  REFILL_ALREADY_OPEN: { status: 409, message: '이미 진행 중인 리필 신청이 있습니다.' },
  REFILL_NOTHING: { status: 409, message: '리필할 수량이 없습니다.' },
  INSTARTER_ORDER_NOT_FOUND: { status: 404, message: INSTARTER_NOT_FOUND },
  INSTARTER_TASK_NOT_FOUND: { status: 404, message: INSTARTER_NOT_FOUND, code: 'TASK_NOT_FOUND' },
  TOO_MANY_LOOKUPS: { status: 429, message: '조회 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },
} as const satisfies Record<string, ErrorDef>;
