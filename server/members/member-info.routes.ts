import { createRouter } from '../lib/router';

/** /v1/my-page/{memberId}/member-info/** — 비밀번호 확인, 연락처·비밀번호 변경, 탈퇴 */
export const memberInfoRouter = createRouter();
