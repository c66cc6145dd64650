import { ApiError } from '../../lib/errors';

/** 인스타그램 어댑터와 라우트가 함께 쓰는 오류. 메시지는 회원이 읽는다 */
export const INSTAGRAM_MESSAGES = {
  unavailable: '인스타그램 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  hostNotAllowed: '허용되지 않은 이미지 주소입니다.',
  notImage: '게시물 이미지를 읽을 수 없습니다.',
  imageTooLarge: '게시물 이미지가 너무 큽니다.',
} as const;

/** 게시물 이미지 프록시가 받아 주는 최대 크기 */
export const FEED_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const instagramUnavailable = (meta: Record<string, unknown> | null = null) =>
  new ApiError('INSTAGRAM_UNAVAILABLE', 502, INSTAGRAM_MESSAGES.unavailable, meta);

export const imageHostNotAllowed = () => new ApiError('INSTAGRAM_IMAGE_HOST_NOT_ALLOWED', 400, INSTAGRAM_MESSAGES.hostNotAllowed);

export const imageNotImage = () => new ApiError('INSTAGRAM_IMAGE_INVALID', 502, INSTAGRAM_MESSAGES.notImage);

export const imageTooLarge = () =>
  new ApiError('INSTAGRAM_IMAGE_TOO_LARGE', 413, INSTAGRAM_MESSAGES.imageTooLarge, { maxBytes: FEED_IMAGE_MAX_BYTES });
