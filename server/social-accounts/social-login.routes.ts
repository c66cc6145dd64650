import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { SignupResponseSchema } from '../../lib/schemas/members';
import {
  OAuthAuthorizeBodySchema,
  OAuthAuthorizeResponseSchema,
  OAuthCallbackBodySchema,
  SocialEmailRegisteredMetaSchema,
  SocialLoginResponseSchema,
  SocialSignupBodySchema,
} from '../../lib/schemas/social-accounts';
import { createRouter, jsonBody as body, jsonContent } from '../lib/router';
import { authenticate } from '../middleware/auth';
import { callbackHook, readBinding, setBinding } from './oauth-cookie';
import { startAuthorization } from './oauth.service';
import { loginWithSocial, signupWithSocial } from './social-login.service';

const tags = ['social-accounts'];
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류, 취소, state·code·가입권 오류'),
  502: jsonContent(ErrorBodySchema, '제공자의 응답을 확인하지 못함'),
  503: jsonContent(ErrorBodySchema, '제공자에 연결하지 못함'),
  504: jsonContent(ErrorBodySchema, '제공자의 응답이 늦음'),
};

/** /v1/members/** 의 소셜 로그인: 로그인 없이 부른다(연결·본인 확인의 시작만 로그인이 필요하다) */
export const socialLoginRouter = createRouter()
  // POST /v1/members/oauth/authorize – 제공자로 보낼 주소와 브라우저 묶음 쿠키(oauth_binding). LINK·REAUTH 는 로그인한 회원만
  .openapi(
    createRoute({
      method: 'post',
      path: '/oauth/authorize',
      tags,
      request: body(OAuthAuthorizeBodySchema),
      responses: {
        200: jsonContent(OAuthAuthorizeResponseSchema, '제공자의 동의 화면 주소'),
        400: errors[400],
        401: jsonContent(ErrorBodySchema, 'LINK·REAUTH 인데 로그인하지 않음'),
        404: jsonContent(ErrorBodySchema, 'REAUTH 인데 연결된 계정이 없음'),
        409: jsonContent(ErrorBodySchema, 'LINK 인데 이미 연결한 제공자'),
      },
    }),
    async (c) => {
      const { provider, purpose, redirectUri } = c.req.valid('json');
      const auth = purpose === 'LOGIN' ? null : await authenticate(c);
      const started = await startAuthorization(c.get('deps'), { provider, purpose, redirectPath: redirectUri ?? null, auth, binding: readBinding(c) });
      setBinding(c, started.binding);
      return c.json({ authorizeUrl: started.authorizeUrl, expiresAt: started.expiresAt.toISOString() }, 200);
    },
  )
  // POST /v1/members/login/social – 돌아온 code·state 로 로그인(연결된 계정) 또는 가입권(처음 보는 계정)
  .openapi(
    createRoute({
      method: 'post',
      path: '/login/social',
      tags,
      request: body(OAuthCallbackBodySchema),
      responses: {
        200: jsonContent(SocialLoginResponseSchema, '토큰 쌍 또는 가입권'),
        ...errors,
        403: jsonContent(ErrorBodySchema, '이용 정지된 회원'),
        409: jsonContent(ErrorBodySchema.extend({ meta: SocialEmailRegisteredMetaSchema }), '이미 가입된 이메일: 기존 방법으로 로그인하며 연결권을 낸다'),
      },
    }),
    async (c) => c.json(await loginWithSocial(c.get('deps'), c.req.valid('json'), readBinding(c)), 200),
    callbackHook,
  )
  // POST /v1/members/signup/social – 가입권으로 가입(약관 동의, 제공자가 번호를 주지 않았으면 휴대폰 번호)
  .openapi(
    createRoute({
      method: 'post',
      path: '/signup/social',
      tags,
      request: body(SocialSignupBodySchema),
      responses: {
        201: jsonContent(SignupResponseSchema, '가입 완료(가입과 동시에 로그인)'),
        400: errors[400],
        409: jsonContent(ErrorBodySchema, '이미 쓴 가입권, 이미 연결된 계정 또는 가입된 이메일'),
      },
    }),
    async (c) => c.json(await signupWithSocial(c.get('deps'), c.req.valid('json')), 201),
  );
