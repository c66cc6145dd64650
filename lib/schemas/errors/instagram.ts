import type { ErrorDef } from './types';

// 인스타그램 계정·게시물 조회
export const INSTAGRAM_ERRORS = {
  // ── 인스타그램 ──
  INSTAGRAM_USERNAME_INVALID: { status: 422, message: '인스타그램 아이디를 확인해주세요.', detail: true },
  INSTAGRAM_ACCOUNT_NOT_FOUND: { status: 404, message: '인스타그램 계정을 찾을 수 없습니다.' },
  INSTAGRAM_UNAVAILABLE: { status: 502, message: '인스타그램 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.' },
  INSTAGRAM_IMAGE_HOST_NOT_ALLOWED: { status: 400, message: '허용되지 않은 이미지 주소입니다.' },
  INSTAGRAM_IMAGE_INVALID: { status: 502, message: '게시물 이미지를 읽을 수 없습니다.' },
  INSTAGRAM_IMAGE_TOO_LARGE: { status: 413, message: '게시물 이미지가 너무 큽니다.' },
} as const satisfies Record<string, ErrorDef>;
