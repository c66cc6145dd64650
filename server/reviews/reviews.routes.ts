import { createRouter } from '../lib/router';

/** /v1/reviews/** — 후기 목록·상세(공개), 작성과 사진 올리기(로그인) */
export const reviewsRouter = createRouter();

/** 후기 사진 올리기: 자기 한도(5MB + 양식 여유)를 따로 건다 */
export const REVIEW_IMAGE_UPLOAD_PATH = '/v1/reviews/images';
