import type { ErrorDef } from './types';

// 작업·경보와 패널(콘솔)
export const TASK_ERRORS = {
  // ── 작업·경보(콘솔) ──
  TASK_NOT_FOUND: { status: 404, message: '작업을 찾을 수 없습니다.' },
  ALERT_NOT_FOUND: { status: 404, message: '경보를 찾을 수 없습니다.' },
  ALERT_CLOSED_BY_SHORTFALL: { status: 409, message: '미진행 수량을 환불하거나 다시 보내면 이 경보는 저절로 닫힙니다.' },
  SHORTFALL_NOT_FOUND: { status: 404, message: '미진행 수량 기록을 찾을 수 없습니다.' },
  SHORTFALL_ALREADY_SETTLED: { status: 409, message: '이미 처리된 미진행 수량입니다.' },
  SHORTFALL_RESEND_UNAVAILABLE: { status: 409, message: '다시 보낼 패널 서비스가 없습니다. 상품의 패널 설정을 확인해주세요.' },
  TASK_MEMBER_NOT_FOUND: { status: 404, message: '회원을 찾을 수 없습니다.', code: 'MEMBER_NOT_FOUND' },
  MEMBER_MISMATCH: { status: 400, message: '서비스의 회원과 다른 회원을 지정할 수 없습니다.' },
  TASK_TARGET_REQUIRED: { status: 400, message: '대상(계정·주소)을 입력해주세요.', code: 'VALIDATION_FAILED' },
  QUANTITY_OUT_OF_RANGE: { status: 400, message: '수량은 {min} 이상 {max} 이하여야 합니다.' },
  REMAINS_OVER_QUANTITY: { status: 400, message: '남은 수량은 작업 수량({quantity})보다 클 수 없습니다.' },
  PRODUCT_NOT_MAPPED: { status: 409, message: '상품에 연결된 패널 서비스가 없습니다. 패널과 패널 서비스 번호를 직접 지정해주세요.' },
  PANEL_SERVICE_UNAVAILABLE: { status: 409, message: '패널이 더 이상 제공하지 않는 서비스입니다.' },
  TASK_ALREADY_FINISHED: { status: 409, message: "이미 '{status}' 상태인 작업입니다." },
  TASK_STATE_CHANGED: { status: 409, message: '그사이 작업 상태가 바뀌었습니다. 새로 고친 뒤 다시 시도해주세요.' },
  TASK_SENDING: { status: 409, message: '패널로 보내는 중이라 결과를 모르는 작업입니다. 패널에서 주문을 확인한 뒤 주문 번호를 적거나 다시 보내기를 해주세요.' },
  TASK_NOT_ON_PANEL: { status: 409, message: '패널 주문 번호나 패널이 없어 패널에 취소를 요청할 수 없습니다.' },
  PANEL_CANCEL_REFUSED: { status: 409, message: '패널이 취소를 거절했습니다: {reason}' },
  PANEL_UNREACHABLE: { status: 502, message: '패널에 취소를 요청하지 못했습니다(결과 모름): {reason}' },
  TASK_ALREADY_ON_PANEL: { status: 409, message: '이미 패널 주문 번호가 있는 작업은 다시 보낼 수 없습니다.' },
  TASK_NOT_RETRYABLE: { status: 409, message: '실패했거나 확인이 필요한 작업만 다시 보낼 수 있습니다.' },
  CONFIRM_NOT_SENT_REQUIRED: { status: 409, message: '보내는 중에 멈춘 작업입니다. 패널에 주문이 없는지 확인한 뒤 다시 보내주세요(두 번 주문될 수 있습니다).' },
  TASK_NOT_SENDING: { status: 409, message: '보내는 중에 멈춘 작업만 패널 주문 번호를 적을 수 있습니다.' },
  TASK_WITHOUT_PANEL: { status: 409, message: '패널이 정해지지 않은 작업입니다.' },
  PANEL_ORDER_DUPLICATE: { status: 409, message: '이 패널 주문 번호는 이미 다른 작업에 적혀 있습니다.' },

  // ── 패널(콘솔) ──
  PANEL_NOT_FOUND: { status: 404, message: '패널을 찾을 수 없습니다.' },
  PANEL_ERROR: { status: 502, message: '패널 응답 오류: {reason}' },
  PANEL_API_URL_REQUIRED: { status: 400, message: '패널 API v2 는 API 주소가 필요합니다.', code: 'VALIDATION_FAILED' },
  PANEL_API_KEY_REQUIRED: { status: 400, message: '패널 API v2 는 API 키가 필요합니다.', code: 'VALIDATION_FAILED' },
  // 운영(NODE_ENV=production)에서 ALLOW_SIMULATOR_PANELS 없이: 시뮬레이터로 간 유료 주문은 실제로 전달되지 않는다
  SIMULATOR_PANEL_FORBIDDEN: {
    status: 422,
    message: '운영 환경에서는 내장 시뮬레이터 패널을 쓸 수 없습니다. 실제 패널(API v2)을 등록해주세요.',
  },
  MAPPING_PANEL_MISSING: { status: 422, message: '패널을 찾을 수 없습니다.', code: 'PANEL_MAPPING_INVALID' },
  MAPPING_SERVICE_MISSING: { status: 422, message: '이 패널에 없는 서비스 번호입니다. 서비스를 먼저 동기화해주세요.', code: 'PANEL_MAPPING_INVALID' },
  MAPPING_SERVICE_UNAVAILABLE: { status: 422, message: '패널에서 더 이상 제공하지 않는 서비스입니다.', code: 'PANEL_MAPPING_INVALID' },
} as const satisfies Record<string, ErrorDef>;
