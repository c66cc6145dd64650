import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import {
  EmailLoginBodySchema,
  EmailSignupBodySchema,
  LogoutBodySchema,
  RefreshTokenBodySchema,
  SignupResponseSchema,
  TokenPairSchema,
  ValidateTokenBodySchema,
  ValidateTokenResponseSchema,
} from '../../lib/schemas/members';
import { clientAddress } from '../lib/client-address';
import { createRouter, jsonBody as body, jsonContent } from '../lib/router';
import { loginWithEmail, signupWithEmail } from './members.service';
import { closeSession, rotateRefreshToken, validateTokens } from './sessions.service';
import { tokenKeys, verifyAccessToken, verifyRefreshToken } from './tokens';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '인증 실패'),
};

export const membersRouter = createRouter()
  // POST /v1/members/signup/email – 이메일 회원가입 (가입과 동시에 로그인)
  .openapi(
    createRoute({
      method: 'post',
      path: '/signup/email',
      tags: ['members'],
      request: body(EmailSignupBodySchema),
      responses: { 201: jsonContent(SignupResponseSchema, '가입 완료'), 409: jsonContent(ErrorBodySchema, '이미 가입된 이메일'), ...errors },
    }),
    async (c) => c.json(await signupWithEmail(c.get('deps'), c.req.valid('json')), 201),
  )
  // POST /v1/members/login/email – 이메일 로그인 (계정·주소별 횟수 제한)
  .openapi(
    createRoute({
      method: 'post',
      path: '/login/email',
      tags: ['members'],
      request: body(EmailLoginBodySchema),
      responses: { 200: jsonContent(TokenPairSchema, '토큰 쌍'), 429: jsonContent(ErrorBodySchema, '시도 횟수 초과'), ...errors },
    }),
    async (c) => c.json(await loginWithEmail(c.get('deps'), c.req.valid('json'), clientAddress(c)), 200),
  )
  // POST /v1/members/refresh-token – 토큰 회전 (재사용되면 세션 전체 폐기)
  .openapi(
    createRoute({
      method: 'post',
      path: '/refresh-token',
      tags: ['members'],
      request: body(RefreshTokenBodySchema),
      responses: { 200: jsonContent(TokenPairSchema, '새 토큰 쌍'), ...errors, 403: jsonContent(ErrorBodySchema, '이용 정지된 회원') },
    }),
    async (c) => c.json(await rotateRefreshToken(c.get('deps'), c.req.valid('json').refreshToken), 200),
  )
  // POST /v1/members/validate-token – 페이지 이동마다 토큰 검사와 갱신
  .openapi(
    createRoute({
      method: 'post',
      path: '/validate-token',
      tags: ['members'],
      request: body(ValidateTokenBodySchema),
      responses: { 200: jsonContent(ValidateTokenResponseSchema, '검사 결과'), 400: errors[400] },
    }),
    async (c) => {
      const { token, refreshToken } = c.req.valid('json');
      return c.json(await validateTokens(c.get('deps'), token, refreshToken), 200);
    },
  )
  // POST /v1/members/logout – 세션(토큰 패밀리) 폐기. 만료된 토큰이어도 204.
  .openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      tags: ['members'],
      request: { body: { content: { 'application/json': { schema: LogoutBodySchema } }, required: false } },
      responses: { 204: { description: '로그아웃' }, 400: errors[400] },
    }),
    async (c) => {
      const deps = c.get('deps');
      const keys = tokenKeys(deps.config);
      const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      const refreshToken = c.req.valid('json')?.refreshToken;
      const access = bearer ? await verifyAccessToken(keys, bearer, deps.now()) : null;
      const refresh = refreshToken ? await verifyRefreshToken(keys, refreshToken, deps.now()) : null;
      const sid = access?.ok ? access.payload.sid : refresh?.ok ? refresh.payload.sid : null;
      if (sid) await closeSession(deps, sid);
      return c.body(null, 204);
    },
  );
