import { createRouter } from '../lib/router';

/** /v1/orders — 채널, 상품 유형, 상품 목록 (공개) */
export const catalogueRouter = createRouter();
