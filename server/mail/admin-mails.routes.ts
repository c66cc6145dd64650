import { createRouter } from '../lib/router';

/** /v1/admin/mails — 보낸 메일함(outbox) */
export const adminMailsRouter = createRouter();
