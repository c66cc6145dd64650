import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBodySchema, IdSchema } from '../../lib/schemas/common';
import {
  ChangeServiceAccountBodySchema,
  MyServiceDetailSchema,
  MyServicePageSchema,
  MyServicesQuerySchema,
  RefillBodySchema,
  RefillResultSchema,
  ServiceCategoriesSchema,
} from '../../lib/schemas/services';
import { createRouter, jsonContent } from '../lib/router';
import { changeMyServiceAccount, getMyServiceDetail, listMyServiceCategories, listMyServices } from './services.service';
import { requestServiceRefill } from './refills.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '본인 아님 또는 남의 서비스'),
};
const notFound = { 404: jsonContent(ErrorBodySchema, '없는 서비스') };
const refused = { 409: jsonContent(ErrorBodySchema, '지금은 할 수 없음(한국어 사유)') };
const base = { tags: ['my-page'], security: [{ bearerAuth: [] }] };
const memberParam = z.object({ memberId: IdSchema });
const serviceParam = z.object({ memberId: IdSchema, serviceId: IdSchema });

/** /v1/my-page/{memberId}/services/** — 내 서비스, 재충전, 대상 변경. app.ts 가 requireAuth + requireSelf 를 먼저 건다 */
export const myServicesRouter = createRouter()
  // GET /v1/my-page/{memberId}/services – 내 서비스 목록 (상태·채널·기간, 최신 순)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/services',
      request: { params: memberParam, query: MyServicesQuerySchema },
      responses: { 200: jsonContent(MyServicePageSchema, '서비스 목록 (myServiceList)'), ...errors },
    }),
    async (c) => {
      const deps = c.get('deps');
      return c.json(await listMyServices(deps.db, c.req.valid('param').memberId, c.req.valid('query'), deps.now()), 200);
    },
  )
  // GET /v1/my-page/{memberId}/services/categories – 내 서비스가 있는 채널·유형 (필터용). {serviceId} 보다 먼저
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/services/categories',
      request: { params: memberParam },
      responses: { 200: jsonContent(ServiceCategoriesSchema, '채널·유형'), ...errors },
    }),
    async (c) => c.json(await listMyServiceCategories(c.get('deps').db, c.req.valid('param').memberId), 200),
  )
  // POST /v1/my-page/{memberId}/services/refill – 재충전 요청 (완료된 서비스, 기간 안, 열린 재충전 하나)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/{memberId}/services/refill',
      request: { params: memberParam, body: { content: { 'application/json': { schema: RefillBodySchema } }, required: true } },
      responses: { 201: jsonContent(RefillResultSchema, '리필 작업을 만들었다'), ...errors, ...notFound, ...refused },
    }),
    async (c) => {
      const deps = c.get('deps');
      const result = await requestServiceRefill(deps, {
        memberId: c.req.valid('param').memberId,
        serviceId: c.req.valid('json').serviceId,
        now: deps.now(),
      });
      return c.json(result, 201);
    },
  )
  // GET /v1/my-page/{memberId}/services/{serviceId} – 서비스 상세와 작업 흐름 (패널 정보 없이)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/services/{serviceId}',
      request: { params: serviceParam },
      responses: { 200: jsonContent(MyServiceDetailSchema, '서비스 상세'), ...errors, ...notFound },
    }),
    async (c) => {
      const deps = c.get('deps');
      const { memberId, serviceId } = c.req.valid('param');
      return c.json(await getMyServiceDetail(deps.db, memberId, serviceId, deps.now()), 200);
    },
  )
  // PATCH /v1/my-page/{memberId}/services/{serviceId}/account – 대상 변경 (시작 전에만)
  .openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/{memberId}/services/{serviceId}/account',
      request: {
        params: serviceParam,
        body: { content: { 'application/json': { schema: ChangeServiceAccountBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(MyServiceDetailSchema, '바뀐 서비스'),
        ...errors,
        ...notFound,
        ...refused,
        422: jsonContent(ErrorBodySchema, '상품의 대상 규칙에 맞지 않음'),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const { memberId, serviceId } = c.req.valid('param');
      const result = await changeMyServiceAccount(deps, { memberId, serviceId, targetKey: c.req.valid('json').targetKey, now: deps.now() });
      return c.json(result, 200);
    },
  );
