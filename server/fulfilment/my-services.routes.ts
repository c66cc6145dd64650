import { createRouter } from '../lib/router';

/** /v1/my-page/{memberId}/services/** — 내 서비스, 재충전, 대상 변경 */
export const myServicesRouter = createRouter();
