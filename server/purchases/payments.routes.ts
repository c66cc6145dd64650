import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import {
  CardAuthorizeBodySchema,
  CardPrepareBodySchema,
  CardPrepareResponseSchema,
  FullPointBodySchema,
  NoDepositAuthorizeQuerySchema,
  NoDepositBodySchema,
  NoDepositResponseSchema,
  PaymentResultSchema,
} from '../../lib/schemas/payments';
import { createRouter, jsonBody as body, jsonContent } from '../lib/router';
import { requireVerifiedEmail } from '../middleware/auth';
import { authorizeCardPayment } from './card-authorize.service';
import {
  confirmNoDepositSent,
  payWithPoints,
  prepareCardPayment,
  prepareNoDeposit,
} from './payments.service';

const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류·금액 불일치·결제 거절'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '이메일 인증 전'),
  404: jsonContent(ErrorBodySchema, '본인의 주문이 아님'),
  409: jsonContent(ErrorBodySchema, '이미 결제·만료·다른 방법으로 준비된 주문'),
};
/** 이 파일의 길은 모두 결제라 가입 이메일을 인증해야 한다 */
const common = { method: 'post' as const, tags: ['purchases'], security: [{ bearerAuth: [] }], middleware: requireVerifiedEmail };

/** /v1/purchases — 카드·무통장·적립금 결제 (회원) */
export const paymentsRouter = createRouter()
  // POST /v1/purchases/card – 카드 결제 준비 (쿠폰 예약·적립금 차감, 30분 안에 승인)
  .openapi(createRoute({ ...common, path: '/card', request: body(CardPrepareBodySchema), responses: { 200: jsonContent(CardPrepareResponseSchema, '결제창에 넘길 값'), ...errors } }), async (c) =>
    c.json(await prepareCardPayment(c.get('deps'), c.get('auth').memberId, c.req.valid('json')), 200),
  )
  // POST /v1/purchases/card/authorize – 결제사 성공 주소로 돌아온 결제 승인 (금액 검증, 한 번만 결제)
  .openapi(
    createRoute({
      ...common,
      path: '/card/authorize',
      request: body(CardAuthorizeBodySchema),
      responses: { 200: jsonContent(PaymentResultSchema, '결제 완료'), 502: jsonContent(ErrorBodySchema, '결제사 통신 실패'), ...errors },
    }),
    async (c) => c.json(await authorizeCardPayment(c.get('deps'), c.get('auth').memberId, c.req.valid('json')), 200),
  )
  // POST /v1/purchases/no-deposit – 무통장입금 준비 (입금 계좌와 다음 날 자정 전 기한)
  .openapi(createRoute({ ...common, path: '/no-deposit', request: body(NoDepositBodySchema), responses: { 200: jsonContent(NoDepositResponseSchema, '입금 안내'), ...errors } }), async (c) =>
    c.json(await prepareNoDeposit(c.get('deps'), c.get('auth').memberId, c.req.valid('json')), 200),
  )
  // POST /v1/purchases/no-deposit/authorize?purchaseId= – "입금했어요" (본문 없음, 운영자 확인까지 결제 대기)
  .openapi(
    createRoute({ ...common, path: '/no-deposit/authorize', request: { query: NoDepositAuthorizeQuerySchema }, responses: { 200: jsonContent(NoDepositResponseSchema, '입금 안내'), ...errors } }),
    async (c) => c.json(await confirmNoDepositSent(c.get('deps'), c.get('auth').memberId, c.req.valid('query').purchaseId), 200),
  )
  // POST /v1/purchases/full-point – 적립금(+쿠폰) 전액 결제
  .openapi(createRoute({ ...common, path: '/full-point', request: body(FullPointBodySchema), responses: { 200: jsonContent(PaymentResultSchema, '결제 완료'), ...errors } }), async (c) =>
    c.json(await payWithPoints(c.get('deps'), c.get('auth').memberId, c.req.valid('json')), 200),
  );
