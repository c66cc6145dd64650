import { createRouter } from '../lib/router';

/** /v1/purchases — 카드·무통장·적립금 결제 (회원) */
export const paymentsRouter = createRouter();
