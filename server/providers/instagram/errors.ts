import { fail } from '../../lib/errors';

// 인스타그램 어댑터와 라우트가 함께 쓰는 오류. 문장은 오류 목록(lib/schemas/errors/instagram.ts)에, 회원이 읽는다

/** 게시물 이미지 프록시가 받아 주는 최대 크기 */
export const FEED_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const instagramUnavailable = (meta: Record<string, unknown> | null = null) => fail('INSTAGRAM_UNAVAILABLE', meta);

export const imageHostNotAllowed = () => fail('INSTAGRAM_IMAGE_HOST_NOT_ALLOWED');

export const imageNotImage = () => fail('INSTAGRAM_IMAGE_INVALID');

export const imageTooLarge = () => fail('INSTAGRAM_IMAGE_TOO_LARGE', { maxBytes: FEED_IMAGE_MAX_BYTES });
