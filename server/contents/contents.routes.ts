import { createRouter } from '../lib/router';

/** /v1 — 공지, FAQ, 아티클, 배너, 팝업 (공개) */
export const contentsRouter = createRouter();
