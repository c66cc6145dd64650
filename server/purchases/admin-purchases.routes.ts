import { createRouter } from '../lib/router';

/** /v1/admin — 구매 관리, 입금 확인, 환불, 입금 대기 안내문 */
export const adminPurchasesRouter = createRouter();
