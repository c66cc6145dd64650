import { FIELD_MESSAGES } from './errors';

/** 후기의 한도 (docs/product.md, Review form). 폼과 API 가 같은 값을 쓴다. zod 없는 모듈: 클라이언트 번들을 가볍게 둔다 */
export const REVIEW_TITLE_MAX = 40;
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 200;
export const REVIEW_IMAGES_MAX = 3;
/** 후기에 묶이지 않은 사진: 회원마다 24시간에 이만큼까지 올릴 수 있고, 24시간이 지나도록 묶이지 않으면 지운다 */
export const REVIEW_IMAGE_DAILY_UPLOAD_MAX = 30;
export const REVIEW_IMAGE_UNATTACHED_TTL_HOURS = 24;
export const REVIEW_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const REVIEW_RATING_DEFAULT = 5;
export const REVIEW_RATING_MIN = 0.5;
export const REVIEW_RATING_MAX = 5;
/** 이 금액 이상인 서비스만 후기를 쓸 수 있다 */
export const REVIEW_MIN_SERVICE_PRICE = 9_000;
/** 세 줄 이상 후기 적립금, 전후 사진 적립금(운영자가 준다) */
export const REVIEW_LINE_REWARD = 1_000;
export const REVIEW_LINE_REWARD_MIN_LINES = 3;
export const REVIEW_PHOTO_REWARD = 2_000;

export const REVIEW_MESSAGES = {
  contentTooShort: '후기 내용은 10자 이상 입력해주세요.',
  uploadFailed: '파일을 업로드하는 중에 오류가 발생했습니다. 다시 시도해주세요.',
  registered: '등록되었습니다',
} as const;

/** 화면·폼 검증이 함께 쓰는 나머지 문구. api 가 던지는 실패 문장은 오류 목록(errors.ts)에 있다 */
export const REVIEW_TEXT = {
  serviceRequired: '상품을 선택해주세요',
  titleRequired: FIELD_MESSAGES.titleRequired,
  titleTooLong: `제목은 ${REVIEW_TITLE_MAX}자 이하로 입력해주세요.`,
  contentTooLong: `후기 내용은 ${REVIEW_CONTENT_MAX}자 이하로 입력해주세요.`,
  ratingInvalid: '별점은 0.5점부터 5점까지 0.5점 단위로 선택해주세요.',
  tooManyImages: `사진은 ${REVIEW_IMAGES_MAX}장까지 올릴 수 있습니다.`,
} as const;

/** 후기 작성 화면의 안내 (docs/product.md, Review form). 사진 한도는 실제로 막는 5MB 로 적는다(3MB 안내와의 충돌, docs/decisions.md) */
export const REVIEW_HINTS = [
  '9,000원 이상 서비스만 후기 작성 가능합니다.',
  '세 줄 이상 후기를 작성하시면 1,000원을 적립해 드립니다.',
  '전후 사진을 올려 주시면 2,000원을 적립해 드립니다.',
  '관련 없는 사진·영상은 통보 없이 삭제되며 적립되지 않습니다.',
] as const;
export const REVIEW_IMAGE_HINT = `사진은 jpg, jpeg, png 파일로 장당 5MB까지 ${REVIEW_IMAGES_MAX}장 올릴 수 있습니다.`;

/** 파일 고르기 창의 accept 값 */
export const REVIEW_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** 0.5 ~ 5 의 0.5 단위인가 */
export function isReviewRating(value: number): boolean {
  return Number.isFinite(value) && value >= REVIEW_RATING_MIN && value <= REVIEW_RATING_MAX && Number.isInteger(value * 2);
}

/** 적립 기준의 '줄 수': 공백만 있는 줄은 세지 않는다 */
export function countReviewLines(content: string): number {
  return content.split(/\r\n|\r|\n/).filter((line) => line.trim().length > 0).length;
}

/** 파일 이름의 확장자로 먼저 거른다(서버는 내용으로 다시 확인한다) */
export function hasReviewImageExtension(fileName: string): boolean {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return fileName.includes('.') && (REVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}
