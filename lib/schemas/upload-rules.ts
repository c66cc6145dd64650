/** 이미지 올리기의 한도: 콘솔 이미지와 후기 사진이 같은 값을 쓴다. zod 없는 모듈(화면 번들을 가볍게) */

/** 이미지 한 장의 최대 크기 (5MB). 넘으면 IMAGE_TOO_LARGE(413) */
export const IMAGE_MAX_BYTES = 5_242_880;
