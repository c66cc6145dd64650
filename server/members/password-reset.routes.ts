import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import {
  MessageResponseSchema,
  PasswordResetBodySchema,
  PasswordResetMailQuerySchema,
  PasswordResetVerifySchema,
  TokenQuerySchema,
} from '../../lib/schemas/member-info';
import { clientAddress } from '../lib/client-address';
import { createRouter, jsonBody, jsonContent } from '../lib/router';
import { requestPasswordResetMail, resetPasswordWithToken, verifyPasswordResetToken } from './password-reset.service';

const base = { tags: ['members'] };
const badRequest = { 400: jsonContent(ErrorBodySchema, '요청 값 오류') };
const gone = { 410: jsonContent(ErrorBodySchema, '만료되었거나 쓴 링크') };

/** /v1/members/reset-pwd/** — 비밀번호 찾기 메일, 확인, 재설정 */
export const passwordResetRouter = createRouter()
  // POST /v1/members/reset-pwd/mail – 재설정 링크 메일 (가입 여부와 상관없이 같은 202, 이메일·IP 마다 시간·하루 한도)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/reset-pwd/mail',
      request: { query: PasswordResetMailQuerySchema },
      responses: {
        202: jsonContent(MessageResponseSchema, '접수됨'),
        ...badRequest,
        429: jsonContent(ErrorBodySchema, '요청이 너무 많음'),
      },
    }),
    async (c) =>
      c.json(await requestPasswordResetMail(c.get('deps'), { email: c.req.valid('query').email, address: clientAddress(c) }), 202),
  )
  // GET /v1/members/reset-pwd – 링크 확인 (쓸 수 있으면 가린 이메일)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/reset-pwd',
      request: { query: TokenQuerySchema },
      responses: { 200: jsonContent(PasswordResetVerifySchema, '쓸 수 있는 링크'), ...badRequest, ...gone },
    }),
    async (c) => c.json(await verifyPasswordResetToken(c.get('deps'), c.req.valid('query').token), 200),
  )
  // PATCH /v1/members/reset-pwd – 새 비밀번호 (링크는 한 번만, 모든 로그인을 닫는다)
  .openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/reset-pwd',
      request: jsonBody(PasswordResetBodySchema),
      responses: { 204: { description: '바뀜' }, ...badRequest, ...gone },
    }),
    async (c) => {
      await resetPasswordWithToken(c.get('deps'), c.req.valid('json'));
      return c.body(null, 204);
    },
  );
