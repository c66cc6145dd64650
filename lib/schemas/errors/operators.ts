import type { ErrorDef } from './types';

// 운영자 계정·권한·2단계 인증, 콘솔의 회원 관리와 포인트
export const OPERATOR_ERRORS = {
  // ── 운영자·권한·2단계 인증 ──
  ADMIN_ONLY: { status: 403, message: '관리자만 사용할 수 있습니다.' },
  ADMIN_ROLE_FORBIDDEN: { status: 403, message: '이 작업을 할 수 있는 권한이 없습니다.' },
  MFA_REQUIRED: { status: 403, message: '2단계 인증을 마쳐야 콘솔을 사용할 수 있습니다.' },
  MFA_CODE_INVALID: { status: 400, message: '인증 코드가 맞지 않습니다. 앱의 새 코드를 입력해주세요.' },
  MFA_CODE_USED: { status: 400, message: '이미 사용한 인증 코드입니다. 앱에 다음 코드가 나오면 그 코드를 입력해주세요.' },
  MFA_RECOVERY_CODE_INVALID: { status: 400, message: '복구 코드가 맞지 않거나 이미 사용되었습니다.' },
  MFA_TOO_MANY_ATTEMPTS: { status: 429, message: '인증 코드를 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.' },
  MFA_SECRET_UNREADABLE: { status: 409, message: '서버 키가 바뀌어 등록한 2단계 인증을 확인할 수 없습니다. 대표 운영자에게 초기화를 요청한 뒤 다시 등록해주세요.' },
  MFA_NOT_ENROLLED: { status: 409, message: '2단계 인증을 먼저 등록해주세요.' },
  MFA_ALREADY_ENROLLED: { status: 409, message: '이미 2단계 인증을 등록했습니다. 다시 등록하려면 대표 운영자에게 초기화를 요청해주세요.' },
  OPERATOR_NOT_FOUND: { status: 404, message: '운영자를 찾을 수 없습니다.' },
  OPERATOR_MEMBER_NOT_FOUND: { status: 404, message: '이 이메일로 가입한 회원이 없습니다.' },
  OPERATOR_ALREADY_EXISTS: { status: 409, message: '이미 운영자인 계정입니다.' },
  OPERATOR_SELF_CHANGE: { status: 409, message: '내 계정의 등급·권한은 바꿀 수 없습니다. 다른 대표 운영자에게 요청해주세요.' },
  OPERATOR_LAST_OWNER: { status: 409, message: '대표 운영자가 한 명은 있어야 합니다.' },

  // ── 회원 관리(콘솔) ──
  MEMBER_DELETED: { status: 409, message: '탈퇴한 회원은 상태를 바꿀 수 없습니다.' },
  OPERATOR_STOP_FORBIDDEN: { status: 403, message: '운영자 계정은 이용 정지할 수 없습니다. 운영자 관리에서 권한을 먼저 회수해주세요.' },

  // ── 포인트(콘솔) ──
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: '요청 키(Idempotency-Key)가 없거나 형식이 올바르지 않습니다. 화면을 새로 고친 뒤 다시 시도해주세요.' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: '이미 다른 내용으로 처리된 요청 키입니다. 화면을 새로 고친 뒤 다시 시도해주세요.' },
  ADMIN_POINTS_INSUFFICIENT: { status: 409, code: 'INSUFFICIENT_POINTS', message: '회원의 적립금보다 많이 차감할 수 없습니다.' },
} as const satisfies Record<string, ErrorDef>;
