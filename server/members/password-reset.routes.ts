import { createRouter } from '../lib/router';

/** /v1/members/reset-pwd/** — 비밀번호 찾기 메일, 확인, 재설정 */
export const passwordResetRouter = createRouter();
