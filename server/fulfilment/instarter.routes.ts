import { createRouter } from '../lib/router';

/** /v1/instarter/** — 두 번째 스토어 주문의 조회·재충전 (로그인 없이, 주문 확인 정보로) */
export const instarterRouter = createRouter();
