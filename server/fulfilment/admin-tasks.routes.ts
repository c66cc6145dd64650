import { createRouter } from '../lib/router';

/** /v1/admin/tasks/**, /v1/admin/alerts — 작업 내역과 운영자 경보 */
export const adminTasksRouter = createRouter();
