import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { VerifyEmailBodySchema, VerifyEmailResponseSchema } from '../../lib/schemas/email-verifications';
import { MessageResponseSchema } from '../../lib/schemas/member-info';
import { clientAddress } from '../lib/client-address';
import { createRouter, jsonContent } from '../lib/router';
import { requireAuth } from '../middleware/auth';
import { resendVerificationMail, verifyEmailWithToken } from './email-verification.service';

const base = { tags: ['members'] };

/** /v1/members/verify-email/** — 이메일 가입의 주소 인증 */
export const emailVerificationRouter = createRouter()
  // POST /v1/members/verify-email – 인증 링크 확인 (로그인 없이, 한 번만; 이미 인증했으면 그렇다고 200)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/verify-email',
      request: { body: { content: { 'application/json': { schema: VerifyEmailBodySchema } }, required: true } },
      responses: {
        200: jsonContent(VerifyEmailResponseSchema, '인증됨 또는 이미 인증된 회원'),
        400: jsonContent(ErrorBodySchema, '요청 값 오류'),
        403: jsonContent(ErrorBodySchema, '이용 정지된 회원'),
        410: jsonContent(ErrorBodySchema, '만료되었거나 쓴 링크'),
      },
    }),
    async (c) => c.json(await verifyEmailWithToken(c.get('deps'), c.req.valid('json').token), 200),
  )
  // POST /v1/members/verify-email/mail – 인증 메일 다시 보내기 (로그인한 인증 전 회원, 1분에 한 통·하루 5통, 받는 주소·IP 마다 한도)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/verify-email/mail',
      security: [{ bearerAuth: [] }],
      middleware: [requireAuth] as const,
      responses: {
        202: jsonContent(MessageResponseSchema, '보냄'),
        401: jsonContent(ErrorBodySchema, '로그인 필요'),
        409: jsonContent(ErrorBodySchema, '이미 인증한 회원'),
        429: jsonContent(ErrorBodySchema, '너무 자주 또는 오늘 한도를 다 씀'),
      },
    }),
    async (c) => c.json(await resendVerificationMail(c.get('deps'), { memberId: c.get('auth').memberId, address: clientAddress(c) }), 202),
  );
