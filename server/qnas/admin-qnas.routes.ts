import { createRouter } from '../lib/router';

/** /v1/admin/qnas/** — 문의 대기열과 답변 */
export const adminQnasRouter = createRouter();
