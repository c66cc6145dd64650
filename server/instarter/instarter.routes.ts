import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBodySchema, IdSchema } from '../../lib/schemas/common';
import {
  InstarterLookupQuerySchema,
  InstarterOrderViewSchema,
  InstarterPhoneQuerySchema,
  InstarterRefillBodySchema,
  InstarterTaskViewSchema,
  RefillResultSchema,
} from '../../lib/schemas/services';
import { clientAddress } from '../lib/client-address';
import { createRouter, jsonContent } from '../lib/router';
import { getInstarterTask, lookupInstarterOrder, requestInstarterRefill } from './instarter.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  404: jsonContent(ErrorBodySchema, '주문이 없거나 연락처가 맞지 않음(같은 답)'),
  429: jsonContent(ErrorBodySchema, '맞지 않은 시도가 너무 많음(주소별·주문별, 잠시 뒤 다시)'),
};
const base = { tags: ['instarter'] };

/** /v1/instarter/** — 두 번째 스토어 주문의 조회·재충전 (로그인 없이, 주문 확인 정보로) */
export const instarterRouter = createRouter()
  // GET /v1/instarter/services – 주문번호·연락처로 그 주문의 작업(재충전 포함)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/services',
      request: { query: InstarterLookupQuerySchema },
      responses: { 200: jsonContent(InstarterOrderViewSchema, '주문의 작업 목록'), ...errors },
    }),
    async (c) => {
      const deps = c.get('deps');
      const q = c.req.valid('query');
      return c.json(await lookupInstarterOrder(deps.db, { orderNo: q.orderNo, cellPhone: q.cellPhone, address: clientAddress(c), now: deps.now() }), 200);
    },
  )
  // POST /v1/instarter/services/refill – 재충전 요청 (스토어와 같은 규칙)
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/services/refill',
      request: { body: { content: { 'application/json': { schema: InstarterRefillBodySchema } }, required: true } },
      responses: {
        201: jsonContent(RefillResultSchema, '리필 작업을 만들었다'),
        ...errors,
        409: jsonContent(ErrorBodySchema, '지금은 리필할 수 없음(한국어 사유)'),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const body = c.req.valid('json');
      return c.json(await requestInstarterRefill(deps.db, { taskId: body.taskHistoryId, cellPhone: body.cellPhone, address: clientAddress(c), now: deps.now() }), 201);
    },
  )
  // GET /v1/instarter/services/{taskHistoryId} – 작업 하나 (연락처 확인)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/services/{taskHistoryId}',
      request: { params: z.object({ taskHistoryId: IdSchema }), query: InstarterPhoneQuerySchema },
      responses: { 200: jsonContent(InstarterTaskViewSchema, '작업 하나'), ...errors },
    }),
    async (c) => {
      const deps = c.get('deps');
      const taskId = c.req.valid('param').taskHistoryId;
      return c.json(await getInstarterTask(deps.db, { taskId, cellPhone: c.req.valid('query').cellPhone, address: clientAddress(c), now: deps.now() }), 200);
    },
  );
