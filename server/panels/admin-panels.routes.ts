import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, pageOf } from '../../lib/schemas/common';
import {
  AdminPanelListSchema,
  AdminPanelSchema,
  PanelCreateBodySchema,
  PanelMappingListSchema,
  PanelMappingSchema,
  PanelPatchBodySchema,
  PanelServiceQuerySchema,
  PanelServiceSchema,
  PanelSyncResultSchema,
  ProductIdParamsSchema,
  ProductPanelServiceBodySchema,
} from '../../lib/schemas/panels';
import { auditActor } from '../audit-logs/actor';
import { createRouter, IdParamSchema as IdParams, jsonBody, jsonContent } from '../lib/router';
import * as service from './admin-panels.service';
import { allow, STAFF } from '../middleware/auth';

const base = { tags: ['admin-panels'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
  404: jsonContent(ErrorBodySchema, '없는 패널·상품'),
};
const upstream = { 502: jsonContent(ErrorBodySchema, '패널 응답 오류 (PANEL_ERROR)') };

/** /v1/admin/panels/** — 상위 패널, 서비스 동기화, 상품 연결 */
export const adminPanelsRouter = createRouter()
  // GET /v1/admin/panels – 패널 목록 (API 키는 끝 네 자리만)
  .openapi(
    createRoute({ middleware: [allow(...STAFF)], ...base, method: 'get', path: '/panels', responses: { 200: jsonContent(AdminPanelListSchema, '패널 목록'), ...errors } }),
    async (c) => c.json(await service.listPanels(c.get('deps')), 200),
  )
  // GET /v1/admin/panels/mappings – 모든 상품의 패널 연결과 수량 범위 경고
  .openapi(
    createRoute({ middleware: [allow(...STAFF)], ...base, method: 'get', path: '/panels/mappings', responses: { 200: jsonContent(PanelMappingListSchema, '상품 연결'), ...errors } }),
    async (c) => c.json(await service.listMappings(c.get('deps')), 200),
  )
  // POST /v1/admin/panels – 패널 등록 (API_V2 는 주소·키 필수)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/panels',
      request: jsonBody(PanelCreateBodySchema),
      responses: { 201: jsonContent(AdminPanelSchema, '등록한 패널'), ...errors },
    }),
    async (c) => c.json(await service.createPanel(c.get('deps'), auditActor(c), c.req.valid('json')), 201),
  )
  // GET /v1/admin/panels/{id} – 패널 하나
  .openapi(
    createRoute({ middleware: [allow(...STAFF)], ...base, method: 'get', path: '/panels/{id}', request: { params: IdParams }, responses: { 200: jsonContent(AdminPanelSchema, '패널'), ...errors } }),
    async (c) => c.json(await service.getPanelOrThrow(c.get('deps'), c.req.valid('param').id), 200),
  )
  // PATCH /v1/admin/panels/{id} – 패널 수정 (apiKey 를 비우면 이전 키 유지)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'patch',
      path: '/panels/{id}',
      request: { params: IdParams, ...jsonBody(PanelPatchBodySchema) },
      responses: { 200: jsonContent(AdminPanelSchema, '고친 패널'), ...errors },
    }),
    async (c) => c.json(await service.updatePanel(c.get('deps'), auditActor(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  // POST /v1/admin/panels/{id}/sync – action=services 로 서비스 목록 동기화 (빠진 서비스는 제공 중지)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/panels/{id}/sync',
      request: { params: IdParams },
      responses: { 200: jsonContent(PanelSyncResultSchema, '동기화 결과'), ...errors, ...upstream },
    }),
    async (c) => c.json(await service.syncPanelServices(c.get('deps'), auditActor(c), c.req.valid('param').id), 200),
  )
  // GET /v1/admin/panels/{id}/services – 동기화된 서비스 (번호·이름·분류 검색, 페이지)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'get',
      path: '/panels/{id}/services',
      request: { params: IdParams, query: PanelServiceQuerySchema },
      responses: { 200: jsonContent(pageOf(PanelServiceSchema), '패널 서비스'), ...errors },
    }),
    async (c) => c.json(await service.listPanelServices(c.get('deps'), c.req.valid('param').id, c.req.valid('query')), 200),
  )
  // POST /v1/admin/panels/{id}/balance – 패널 잔액을 새로 묻고 적기
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'post',
      path: '/panels/{id}/balance',
      request: { params: IdParams },
      responses: { 200: jsonContent(AdminPanelSchema, '잔액을 적은 패널'), ...errors, ...upstream },
    }),
    async (c) => c.json(await service.refreshPanelBalance(c.get('deps'), auditActor(c), c.req.valid('param').id), 200),
  )
  // PUT /v1/admin/products/{productId}/panel-service – 상품을 패널 서비스에 연결(둘 다 null 이면 해제)
  .openapi(
    createRoute({
      middleware: [allow(...STAFF)],
      ...base,
      method: 'put',
      path: '/products/{productId}/panel-service',
      request: { params: ProductIdParamsSchema, ...jsonBody(ProductPanelServiceBodySchema) },
      responses: { 200: jsonContent(PanelMappingSchema, '연결 결과'), ...errors, 422: jsonContent(ErrorBodySchema, '없거나 제공 중지된 서비스') },
    }),
    async (c) => c.json(await service.setProductMapping(c.get('deps'), auditActor(c), c.req.valid('param').productId, c.req.valid('json')), 200),
  );
