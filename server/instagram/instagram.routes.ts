import { createRouter } from '../lib/router';

/** /v1/orders/instagram/** — 공개 계정·게시물 조회, 게시물 이미지 프록시 */
export const instagramRouter = createRouter();
