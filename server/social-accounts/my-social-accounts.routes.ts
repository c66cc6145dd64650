import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, MemberIdParamSchema } from '../../lib/schemas/common';
import { MyInfoSessionSchema } from '../../lib/schemas/member-info';
import { OAuthCallbackBodySchema, SocialAccountListSchema, SocialProviderSchema } from '../../lib/schemas/social-accounts';
import { createRouter, jsonBody, jsonContent } from '../lib/router';
import { requireMyInfoSession } from '../middleware/my-info-session';
import { callbackHook, readBinding } from './oauth-cookie';
import { checkSocial, linkSocialAccount, listSocialAccounts, unlinkSocialAccount } from './social-accounts.service';

const base = { tags: ['social-accounts'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류, 취소, state·code 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '본인 아님'),
};
const providerErrors = {
  502: jsonContent(ErrorBodySchema, '제공자의 응답을 확인하지 못함'),
  503: jsonContent(ErrorBodySchema, '제공자에 연결하지 못함'),
  504: jsonContent(ErrorBodySchema, '제공자의 응답이 늦음'),
};

/** /v1/my-page/{memberId}/social-accounts/** 와 소셜 본인 확인 — app.ts 가 requireAuth + requireSelf 뒤에 붙인다 */
export const mySocialAccountsRouter = createRouter()
  // GET /v1/my-page/{memberId}/social-accounts – 연결된 소셜 계정과 비밀번호 로그인 여부
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/social-accounts',
      request: { params: MemberIdParamSchema },
      responses: { 200: jsonContent(SocialAccountListSchema, '연결된 계정'), ...errors },
    }),
    async (c) => c.json(await listSocialAccounts(c.get('deps').db, c.req.valid('param').memberId), 200),
  )
  // POST /v1/my-page/{memberId}/social-accounts – 돌아온 code·state(purpose LINK)로 제공자 계정 연결
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/{memberId}/social-accounts',
      request: { params: MemberIdParamSchema, ...jsonBody(OAuthCallbackBodySchema) },
      responses: {
        200: jsonContent(SocialAccountListSchema, '연결 뒤의 목록'),
        ...errors,
        409: jsonContent(ErrorBodySchema, '다른 회원의 계정이거나 이미 연결한 제공자'),
        ...providerErrors,
      },
    }),
    async (c) => {
      // 로그인 방법을 바꾸는 일이라 연락처·비밀번호 변경처럼 본인 확인 세션이 있어야 한다
      await requireMyInfoSession(c, c.req.valid('param').memberId);
      return c.json(await linkSocialAccount(c.get('deps'), c.get('auth'), c.req.valid('json'), readBinding(c)), 200);
    },
    callbackHook,
  )
  // DELETE /v1/my-page/{memberId}/social-accounts/{provider} – 연결 해제(로그인할 방법이 하나는 남아야 한다)
  .openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/{memberId}/social-accounts/{provider}',
      request: { params: MemberIdParamSchema.extend({ provider: SocialProviderSchema }) },
      responses: {
        200: jsonContent(SocialAccountListSchema, '해제 뒤의 목록'),
        ...errors,
        404: jsonContent(ErrorBodySchema, '연결되지 않은 제공자'),
        409: jsonContent(ErrorBodySchema, '마지막 로그인 방법'),
      },
    }),
    async (c) => {
      const { memberId, provider } = c.req.valid('param');
      await requireMyInfoSession(c, memberId);
      return c.json(await unlinkSocialAccount(c.get('deps'), { memberId, provider }), 200);
    },
  )
  // POST /v1/my-page/{memberId}/member-info/check-social – 소셜 로그인으로 본인 확인(purpose REAUTH), check-pwd 와 같은 myInfoSession
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/{memberId}/member-info/check-social',
      request: { params: MemberIdParamSchema, ...jsonBody(OAuthCallbackBodySchema) },
      responses: { 200: jsonContent(MyInfoSessionSchema, '내 정보 수정 세션'), ...errors, ...providerErrors },
    }),
    async (c) => c.json(await checkSocial(c.get('deps'), c.get('auth'), c.req.valid('json'), readBinding(c)), 200),
    callbackHook,
  );
