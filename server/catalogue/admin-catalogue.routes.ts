import { createRouter } from '../lib/router';

/** /v1/admin — 채널, 상품 유형, 상품 관리 (관리자) */
export const adminCatalogueRouter = createRouter();
