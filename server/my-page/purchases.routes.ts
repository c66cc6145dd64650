import { createRouter } from '../lib/router';

/** /v1/my-page/{memberId}/purchases — 내 구매 내역 */
export const myPurchasesRouter = createRouter();
