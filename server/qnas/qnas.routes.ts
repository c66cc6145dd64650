import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBodySchema, IdSchema, PageQuerySchema } from '../../lib/schemas/common';
import { InquiryCreateBodySchema, MyQnaServicesSchema, QnaPageSchema, QnaSchema } from '../../lib/schemas/qnas';
import { createRouter, jsonContent } from '../lib/router';
import { requireVerifiedEmail } from '../middleware/auth';
import { createMyQna, listMyQnaServices, listMyQnas } from './qnas.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '본인 아님'),
};
const writeErrors = { ...errors, 403: jsonContent(ErrorBodySchema, '본인 아님, 이메일 인증 전') };
const base = { tags: ['my-page'], security: [{ bearerAuth: [] }] };
const params = z.object({ memberId: IdSchema });

/** /v1/my-page/{memberId}/qnas/** — 1:1 문의. app.ts 가 requireAuth + requireSelf 를 먼저 건다 */
export const myQnasRouter = createRouter()
  // GET /v1/my-page/{memberId}/qnas – 내 문의 목록 (최신 순)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/qnas',
      request: { params, query: PageQuerySchema },
      responses: { 200: jsonContent(QnaPageSchema, '문의 목록'), ...errors },
    }),
    async (c) => c.json(await listMyQnas(c.get('deps'), c.req.valid('param').memberId, c.req.valid('query')), 200),
  )
  // GET /v1/my-page/{memberId}/qnas/services – 문의 폼의 상품 고르기 (내 서비스, 최신 순)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/qnas/services',
      request: { params },
      responses: { 200: jsonContent(MyQnaServicesSchema, '내 서비스'), ...errors },
    }),
    async (c) => c.json(await listMyQnaServices(c.get('deps'), c.req.valid('param').memberId), 200),
  )
  // POST /v1/my-page/{memberId}/qnas – 문의 등록 (이메일 인증한 회원, 서비스는 본인 것만, 본문 memberId 는 경로와 같아야)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/{memberId}/qnas',
      middleware: [requireVerifiedEmail] as const,
      request: { params, body: { content: { 'application/json': { schema: InquiryCreateBodySchema } }, required: true } },
      responses: { 201: jsonContent(QnaSchema, '등록된 문의'), ...writeErrors },
    }),
    async (c) => c.json(await createMyQna(c.get('deps'), c.req.valid('param').memberId, c.req.valid('json')), 201),
  );
