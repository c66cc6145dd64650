import type { ErrorDef } from './types';

// 약관·개인정보처리방침·환불 정책의 판과 사업자 정보
export const POLICY_ERRORS = {
  POLICY_NOT_FOUND: { status: 404, message: '시행 중인 정책이 없습니다.' },
  POLICY_VERSION_NOT_FOUND: { status: 404, message: '정책 판을 찾을 수 없습니다.' },
  POLICY_DATE_IN_PAST: {
    status: 400,
    message: '시행일은 오늘이나 그 뒤의 날짜여야 합니다. 이미 지난 날짜로는 새 판을 만들 수 없습니다.',
    code: 'VALIDATION_FAILED',
  },
  POLICY_VERSION_BUSY: { status: 409, message: '같은 정책의 새 판이 동시에 만들어지고 있습니다. 잠시 후 다시 시도해주세요.' },
  POLICY_VERSION_IN_EFFECT: { status: 409, message: '이미 시행된 판은 지울 수 없습니다. 바꿀 내용은 새 판으로 만들어주세요.' },
} as const satisfies Record<string, ErrorDef>;
