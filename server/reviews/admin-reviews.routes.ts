import { createRouter } from '../lib/router';

/** /v1/admin/reviews/** — 후기 숨기기, 사진 후기 적립금 */
export const adminReviewsRouter = createRouter();
