import { createRoute } from '@hono/zod-openapi';
import { ChannelSchema } from '../../lib/schemas/catalogue';
import { ChannelCreateBodySchema, ChannelListResponseSchema, ChannelPatchBodySchema, ReorderBodySchema } from '../../lib/schemas/admin-catalogue';
import { createRouter, IdParamSchema, jsonBody, jsonContent } from '../lib/router';
import { adminErrors, adminRouteBase, conflict, noContent } from './admin-route-parts';
import { getChannelOrThrow, listChannels, channelWrites } from './admin-channels.service';
import { auditActor } from '../audit-logs/actor';
import { allow, STAFF } from '../middleware/auth';

export const adminChannelsRouter = createRouter()
  // GET /v1/admin/channels – 채널 전체 (숨긴 채널 포함, 노출 순서)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'get',
      path: '/channels',
      responses: { 200: jsonContent(ChannelListResponseSchema, '채널 목록'), ...adminErrors },
    }),
    async (c) => c.json(await listChannels(c.get('deps')), 200),
  )
  // PUT /v1/admin/channels/order – 채널 노출 순서 바꾸기 (ids 순서대로)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'put',
      path: '/channels/order',
      request: jsonBody(ReorderBodySchema),
      responses: { ...noContent, ...adminErrors },
    }),
    async (c) => {
      await channelWrites.reorder(c.get('deps'), c.req.valid('json').ids, auditActor(c));
      return c.body(null, 204);
    },
  )
  // GET /v1/admin/channels/{id} – 채널 하나
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'get',
      path: '/channels/{id}',
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(ChannelSchema, '채널'), ...adminErrors },
    }),
    async (c) => c.json(await getChannelOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  )
  // POST /v1/admin/channels – 채널 만들기 (맨 뒤에 붙는다)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'post',
      path: '/channels',
      request: jsonBody(ChannelCreateBodySchema),
      responses: { 201: jsonContent(ChannelSchema, '만든 채널'), ...adminErrors, ...conflict },
    }),
    async (c) => c.json(await channelWrites.create(c.get('deps'), c.req.valid('json'), auditActor(c)), 201),
  )
  // PATCH /v1/admin/channels/{id} – 채널 부분 수정 (숨김은 isVisible false)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'patch',
      path: '/channels/{id}',
      request: { params: IdParamSchema, ...jsonBody(ChannelPatchBodySchema) },
      responses: { 200: jsonContent(ChannelSchema, '고친 채널'), ...adminErrors, ...conflict },
    }),
    async (c) => c.json(await channelWrites.update(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), auditActor(c)), 200),
  )
  // DELETE /v1/admin/channels/{id} – 채널 삭제 (상품이 있으면 409, 상품 없는 유형은 함께 삭제)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...adminRouteBase,
      method: 'delete',
      path: '/channels/{id}',
      request: { params: IdParamSchema },
      responses: { ...noContent, ...adminErrors, ...conflict },
    }),
    async (c) => {
      await channelWrites.remove(c.get('deps'), c.req.valid('param').id, auditActor(c));
      return c.body(null, 204);
    },
  );
