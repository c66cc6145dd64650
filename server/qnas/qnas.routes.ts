import { createRouter } from '../lib/router';

/** /v1/my-page/{memberId}/qnas/** — 1:1 문의 */
export const myQnasRouter = createRouter();
