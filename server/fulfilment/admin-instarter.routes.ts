import { createRouter } from '../lib/router';

/** /v1/admin/instarter/** — 두 번째 스토어 주문 가져오기와 목록 */
export const adminInstarterRouter = createRouter();
