import { createRouter } from '../lib/router';

/** /v1/mains — 메인 화면 묶음 (공개) */
export const mainsRouter = createRouter();
