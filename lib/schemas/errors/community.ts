import { UNSUPPORTED_FILE } from './shared';
import type { ErrorDef } from './types';

// 문의·후기와 메일(콘솔)
export const COMMUNITY_ERRORS = {
  // ── 문의 ──
  QNA_NOT_FOUND: { status: 404, message: '문의를 찾을 수 없습니다.' },
  QNA_OF_OTHER_MEMBER: { status: 403, message: '본인의 문의만 등록할 수 있습니다.', code: 'NOT_YOUR_RESOURCE' },
  SERVICE_NOT_YOURS: { status: 403, message: '본인이 구매한 서비스만 선택할 수 있습니다.' },

  // ── 후기 ──
  REVIEW_NOT_FOUND: { status: 404, message: '후기를 찾을 수 없습니다.' },
  REVIEW_OF_OTHER_MEMBER: { status: 403, message: '본인의 후기만 작성할 수 있습니다.', code: 'NOT_YOUR_RESOURCE' },
  NOT_YOUR_SERVICE: { status: 403, message: '본인이 구매한 서비스에만 후기를 작성할 수 있습니다.' },
  SERVICE_NOT_COMPLETED: { status: 409, message: '완료된 서비스만 후기를 작성할 수 있습니다.' },
  PURCHASE_REFUNDED: { status: 409, message: '환불했거나 환불을 요청한 구매의 서비스는 후기를 작성할 수 없습니다.' },
  SERVICE_PRICE_TOO_LOW: { status: 409, message: '9,000원 이상 서비스만 후기를 작성할 수 있습니다.' },
  REVIEW_ALREADY_WRITTEN: { status: 409, message: '이미 후기를 작성한 서비스입니다.' },
  REVIEW_IMAGE_INVALID: { status: 400, message: '올린 사진을 찾을 수 없습니다. 사진을 다시 올려주세요.' },
  REVIEW_IMAGE_REQUIRED: { status: 400, message: '사진 파일을 선택해주세요.', code: 'IMAGE_REQUIRED' },
  REVIEW_IMAGE_TYPE_UNSUPPORTED: { status: 415, message: UNSUPPORTED_FILE, code: 'IMAGE_TYPE_UNSUPPORTED' },
  IMAGE_UPLOAD_LIMIT: { status: 429, message: '사진은 하루에 {max}장까지 올릴 수 있습니다. 내일 다시 시도해주세요.' },
  PHOTO_REWARD_ALREADY_GIVEN: { status: 409, message: '이미 사진 적립금을 지급한 후기입니다.' },
  REVIEW_HIDDEN: { status: 409, message: '숨긴 후기에는 사진 적립금을 지급할 수 없습니다.' },
  REVIEW_HAS_NO_PHOTO: { status: 409, message: '사진이 있는 후기에만 사진 적립금을 지급할 수 있습니다.' },

  // ── 메일(콘솔) ──
  MAIL_NOT_FOUND: { status: 404, message: '메일을 찾을 수 없습니다.' },
  MAIL_NOT_RESENDABLE: { status: 409, message: '보안을 위해 비밀번호 재설정·이메일 변경·이메일 인증 메일은 다시 보낼 수 없습니다. 회원이 다시 요청해야 합니다.' },
  MAIL_NOT_FAILED: { status: 409, message: '실패한 메일만 다시 보낼 수 있습니다.' },

  // ── 발송함(콘솔): 알림톡·문자·메일 알림 ──
  NOTIFICATION_NOT_FOUND: { status: 404, message: '알림을 찾을 수 없습니다.' },
} as const satisfies Record<string, ErrorDef>;
