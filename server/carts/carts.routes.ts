import { createRouter } from '../lib/router';

/** /v1/carts — 장바구니 (회원) */
export const cartsRouter = createRouter();
