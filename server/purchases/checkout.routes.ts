import { createRouter } from '../lib/router';

/** /v1/purchases — 주문서 만들기와 쿠폰 (회원) */
export const checkoutRouter = createRouter();
