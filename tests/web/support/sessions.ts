import { http as mswHttp, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { makeToken } from './jwt';

/** 웹 서버의 세션 라우트(app/api/sessions). 화면 테스트에서는 msw 가 그 자리에 선다 */
export const SESSIONS = 'http://localhost:3000/api/sessions';

export type FakeSessions = {
  /** POST /api/sessions 로 넘겨받은 리프레시 토큰들 */
  handedOver: string[];
  /** 그 대가로 내준(회전한) 액세스 토큰들 */
  issued: string[];
  /** DELETE /api/sessions 의 Authorization 머리글들 */
  ended: Array<string | null>;
};

/**
 * 세션 라우트를 흉내 낸다: 실제 라우트처럼 넘겨받은 토큰을 회전해 같은 회원의 새 액세스 토큰을 돌려준다
 * (로그인 응답의 액세스 토큰과 다르다). 리프레시 토큰은 답에 싣지 않는다: 서버의 HttpOnly 쿠키에만 있다.
 */
export function fakeSessionRoutes(server: SetupServer, { memberId = 7 }: { memberId?: number } = {}): FakeSessions {
  const state: FakeSessions = { handedOver: [], issued: [], ended: [] };
  server.use(
    mswHttp.post(SESSIONS, async ({ request }) => {
      const body = (await request.json()) as { refreshToken?: string };
      state.handedOver.push(body.refreshToken ?? '');
      const accessToken = await makeToken(3600, { memberId, jti: `rotated-${state.handedOver.length}` });
      state.issued.push(accessToken);
      return HttpResponse.json({ accessToken });
    }),
    mswHttp.delete(SESSIONS, ({ request }) => {
      state.ended.push(request.headers.get('authorization'));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
