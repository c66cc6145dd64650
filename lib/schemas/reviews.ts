/** 후기의 한도 (SPEC.md §5, §9). 폼과 API 가 같은 값을 쓴다. zod 없는 모듈: 클라이언트 번들을 가볍게 둔다 */
export const REVIEW_TITLE_MAX = 40;
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 200;
export const REVIEW_IMAGES_MAX = 3;
/** 5MB. 화면의 3MB 안내와 어긋나는 부분은 실제로 막는 5MB 로 맞춘다(docs/decisions.md) */
export const REVIEW_IMAGE_MAX_BYTES = 5_242_880;
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
  unsupportedType: '지원되지 않는 파일 타입입니다.',
  tooLarge: '5MB 이상의 파일은 업로드할 수 없습니다.',
  uploadFailed: '파일을 업로드하는 중에 오류가 발생했습니다. 다시 시도해주세요.',
  registered: '등록되었습니다',
} as const;
