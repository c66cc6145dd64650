import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ErrorBodySchema, PageQuerySchema, pageOf } from '../../lib/schemas/common';
import { ReorderBodySchema } from '../../lib/schemas/contents';
import { createRouter, IdParamSchema, jsonBody, jsonContent } from '../lib/router';
import type { AdminResource } from './resource';
import { auditActor } from '../audit-logs/actor';
import { auditedCrud } from '../audit-logs/audited-crud';

/** 작업 기록 요약에 쓸 이름: 공지·아티클·배너·팝업은 제목, FAQ 는 질문 */
const titleOf = (item: { id: number }) => {
  const named = item as { title?: unknown; question?: unknown };
  return String(named.title ?? named.question ?? `#${item.id}`).slice(0, 60);
};
import { allow, STAFF } from '../middleware/auth';

type Options<I extends z.ZodType, S extends z.ZodType, C extends z.ZodType, U extends z.ZodType> = {
  /** URL 의 복수형: notices, faqs ... */
  plural: string;
  /** 문서에 쓰는 한국어 이름: 공지, FAQ ... */
  label: string;
  item: I;
  summary: S;
  create: C;
  update: U;
  resource: AdminResource<z.output<I>, z.output<S>, z.output<C>, z.output<U>>;
};

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없음') };
// 제네릭 스키마로는 c.req.valid() 의 대상 키 추론이 풀리지 않아 여기서 한 번만 좁힌다
type Validated = { req: { valid: (target: never) => unknown } };
const validated = <T>(c: Validated, target: 'json' | 'param') => c.req.valid(target as never) as T;

/**
 * 공지·FAQ·아티클·배너·팝업의 관리자 CRUD 는 모양이 같아 한 곳에서 만든다.
 * 제네릭 스키마로는 hono 의 응답 타입 추론이 끝나지 않아 c.json 의 값만 never 로 넘긴다 (값은 서비스의 타입이 보장).
 */
export function adminResourceRouter<I extends z.ZodType, S extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  o: Options<I, S, C, U>,
) {
  const tags = [`admin:${o.plural}`];
  // 쓰기는 작업 기록과 같은 트랜잭션에서(공지·FAQ·아티클·배너·팝업 모두)
  // 항목은 모두 id 를 가진다(스키마가 제네릭이라 타입만 좁힌다)
  const writes = auditedCrud(o.plural, o.label, titleOf, o.resource as unknown as AdminResource<{ id: number }, unknown, z.output<C>, z.output<U>>);
  const base = `/${o.plural}`;
  const router = createRouter()
    // GET /v1/admin/<plural> – 목록 (숨김 포함, 페이지)
    .openapi(
      createRoute({
        middleware: [allow(...STAFF)],
        method: 'get',
        path: base,
        tags,
        summary: `${o.label} 목록 (관리자)`,
        security: [{ bearerAuth: [] }],
        request: { query: PageQuerySchema },
        responses: { 200: jsonContent(pageOf(o.summary), `${o.label} 목록`), ...errors },
      }),
      async (c) => c.json((await o.resource.list(c.get('deps'), c.req.valid('query'))) as never, 200),
    )
    // GET /v1/admin/<plural>/{id} – 하나 (숨김 포함)
    .openapi(
      createRoute({
        middleware: [allow(...STAFF)],
        method: 'get',
        path: `${base}/{id}`,
        tags,
        summary: `${o.label} 보기 (관리자)`,
        security: [{ bearerAuth: [] }],
        request: { params: IdParamSchema },
        responses: { 200: jsonContent(o.item, o.label), ...errors, ...notFound },
      }),
      async (c) => c.json((await o.resource.get(c.get('deps'), c.req.valid('param').id)) as never, 200),
    )
    // POST /v1/admin/<plural> – 만들기
    .openapi(
      createRoute({
        middleware: [allow(...STAFF)],
        method: 'post',
        path: base,
        tags,
        summary: `${o.label} 등록`,
        security: [{ bearerAuth: [] }],
        request: jsonBody(o.create),
        responses: { 201: jsonContent(o.item, `만든 ${o.label}`), ...errors },
      }),
      async (c) => c.json((await writes.create(c.get('deps'), validated<z.output<C>>(c, 'json'), auditActor(c))) as never, 201),
    )
    // PATCH /v1/admin/<plural>/{id} – 보낸 필드만 고치기
    .openapi(
      createRoute({
        middleware: [allow(...STAFF)],
        method: 'patch',
        path: `${base}/{id}`,
        tags,
        summary: `${o.label} 수정`,
        security: [{ bearerAuth: [] }],
        request: { params: IdParamSchema, ...jsonBody(o.update) },
        responses: { 200: jsonContent(o.item, `고친 ${o.label}`), ...errors, ...notFound },
      }),
      async (c) => {
        const body = validated<z.output<U>>(c, 'json');
        const { id } = validated<{ id: number }>(c, 'param');
        return c.json((await writes.update(c.get('deps'), id, body, auditActor(c))) as never, 200);
      },
    )
    // DELETE /v1/admin/<plural>/{id} – 지우기
    .openapi(
      createRoute({
        middleware: [allow(...STAFF)],
        method: 'delete',
        path: `${base}/{id}`,
        tags,
        summary: `${o.label} 삭제`,
        security: [{ bearerAuth: [] }],
        request: { params: IdParamSchema },
        responses: { 204: { description: '삭제됨' }, ...errors, ...notFound },
      }),
      async (c) => {
        await writes.remove(c.get('deps'), c.req.valid('param').id, auditActor(c));
        return c.body(null, 204);
      },
    );

  const { reorder } = o.resource;
  if (!reorder) return router;
  return router
    // PUT /v1/admin/<plural>/order – 보낸 id 순서대로 displayOrder 0, 1, 2...
    .openapi(
      createRoute({
        middleware: [allow(...STAFF)],
        method: 'put',
        path: `${base}/order`,
        tags,
        summary: `${o.label} 순서 바꾸기`,
        security: [{ bearerAuth: [] }],
        request: jsonBody(ReorderBodySchema),
        responses: { 204: { description: '순서 저장됨' }, ...errors },
      }),
      async (c) => {
        await writes.reorder(c.get('deps'), c.req.valid('json').ids, auditActor(c));
        return c.body(null, 204);
      },
    );
}
