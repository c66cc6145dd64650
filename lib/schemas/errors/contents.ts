import { UNSUPPORTED_FILE } from './shared';
import type { ErrorDef } from './types';

// 콘텐츠(공지·FAQ·아티클·배너·팝업)와 이미지 업로드
export const CONTENT_ERRORS = {
  // ── 콘텐츠·이미지 ──
  NOTICE_NOT_FOUND: { status: 404, message: '공지사항을 찾을 수 없습니다.' },
  FAQ_NOT_FOUND: { status: 404, message: 'FAQ 를 찾을 수 없습니다.' },
  ARTICLE_NOT_FOUND: { status: 404, message: '아티클을 찾을 수 없습니다.' },
  BANNER_NOT_FOUND: { status: 404, message: '배너를 찾을 수 없습니다.' },
  POPUP_NOT_FOUND: { status: 404, message: '팝업을 찾을 수 없습니다.' },
  UPLOAD_NOT_FOUND: { status: 404, message: '파일을 찾을 수 없습니다.' },
  CONTENT_IDS_UNKNOWN: { status: 400, message: '존재하지 않는 id 가 있습니다.', code: 'VALIDATION_FAILED' },
  DISPLAY_WINDOW_INVALID: { status: 400, message: '노출 종료 시각은 시작 시각보다 뒤여야 합니다.', code: 'VALIDATION_FAILED' },
  IMAGE_REQUIRED: { status: 400, message: '업로드할 파일을 선택해주세요.' },
  IMAGE_TYPE_UNSUPPORTED: { status: 400, message: UNSUPPORTED_FILE },
  IMAGE_TOO_LARGE: { status: 413, message: '5MB 이상의 파일은 업로드할 수 없습니다.' },
} as const satisfies Record<string, ErrorDef>;
