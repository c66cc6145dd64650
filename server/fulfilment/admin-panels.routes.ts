import { createRouter } from '../lib/router';

/** /v1/admin/panels/** — 상위 패널, 서비스 동기화, 상품 연결 */
export const adminPanelsRouter = createRouter();
