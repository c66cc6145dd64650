import type { Context } from 'hono';
import { MY_INFO_SESSION_HEADER } from '../../lib/schemas/member-info';
import type { AppEnv } from '../lib/context';
import { assertMyInfoSession } from '../members/member-info.service';

/**
 * 비밀번호(또는 소셜 계정)로 다시 확인한 세션(myInfoSession)이 있어야 하는 요청: 연락처·비밀번호 변경, 탈퇴,
 * 로그인 방법의 연결·해제. 본문 검사 뒤에 부르므로 틀린 본문은 세션과 상관없이 400 이다.
 */
export async function requireMyInfoSession(c: Context<AppEnv>, memberId: number) {
  await assertMyInfoSession(c.get('deps'), { memberId, sessionId: c.get('auth').sessionId, header: c.req.header(MY_INFO_SESSION_HEADER) });
}
