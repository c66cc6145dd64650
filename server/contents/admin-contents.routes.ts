import { createRouter } from '../lib/router';

/** /v1/admin — 공지, FAQ, 아티클, 배너, 팝업, 이미지 업로드 (관리자) */
export const adminContentsRouter = createRouter();
