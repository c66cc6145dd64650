import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import type { AppDeps } from '../../../server/lib/context';
import { gatewayUnavailable, type PaymentGateway } from '../../../server/providers/payments/gateway';
import { TestGateway } from '../../../server/providers/payments';
import { settleDueShortfalls } from '../../../server/shortfalls/shortfall-settle.service';
import { wrapGateway } from '../../helpers/wrapped-gateway';
import { shortfallSetup, type ShortfallSetup } from './fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** 결제사: 취소는 실제로(시험 결제사 장부에) 하되, loseNext 면 그 답이 돌아오기 전에 끊긴다(호출 뒤·기록 전의 멈춤) */
const state = { inner: null as TestGateway | null, loseNext: false, cancels: [] as string[] };
const gateway: PaymentGateway = wrapGateway(() => state.inner!, {
  async cancel(p) {
    state.cancels.push(p.idempotencyKey);
    const answer = await state.inner!.cancel(p);
    if (state.loseNext) {
      state.loseNext = false;
      throw gatewayUnavailable();
    }
    return answer;
  },
});

let s: ShortfallSetup;
let second: DbHandle | null = null;
let deps2: AppDeps;
beforeAll(async () => {
  s = await shortfallSetup({ payments: gateway });
  state.inner = new TestGateway(s.t.db, s.t.config.JWT_SECRET);
  // 두 번째 api 인스턴스: PostgreSQL 에서는 같은 DB 에 따로 연결 풀, PGlite 에서는 같은 연결을 함께 쓴다
  if (onPostgres) second = openDatabase({ DATABASE_URL: s.t.databaseUrl!, PGLITE_DIR: '' }, { onError: () => {} });
  deps2 = { ...s.t.deps, db: second?.db ?? s.t.db };
}, 240_000);
afterAll(async () => {
  await second?.close();
  await s?.t.close();
});

const twoWorkers = () => Promise.all([settleDueShortfalls(s.t.deps), settleDueShortfalls(deps2), settleDueShortfalls(s.t.deps), settleDueShortfalls(deps2)]);

it('패널의 답(부분 완료)을 적은 뒤 멈췄다가 일꾼 둘이 함께 돌아도 카드 환불은 한 번', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.cardService(panelId);
  await s.setAction(svc.productId, 'REFUND_PAYMENT');
  // 조회가 부분 완료를 적고 커밋한 뒤 처리 일꾼이 돌기 전에 멈춘 것: 미진행 수량은 OPEN 으로 남아 있다
  await s.finishOnPanel(svc.serviceId, 'Partial', 68);
  expect((await s.read.shortfalls(svc.serviceId))[0]).toMatchObject({ status: 'OPEN', amount: 6_800 });

  await twoWorkers();
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ status: 'PARTIAL_CASH_REFUND', refundedAmount: 6_800 });
  expect((await s.read.refunds(svc.purchaseId)).map((r) => [r.to, r.status, r.amount])).toEqual([['CARD', 'DONE', 6_800]]);
  expect(await s.read.gateway(svc.paymentKey)).toMatchObject({ balanceAmount: 13_200 });
  expect(state.cancels.filter((k) => k.startsWith(`refund-${svc.purchaseId}-`))).toEqual([`refund-${svc.purchaseId}-1`]);
  expect(await s.read.refundNotices(svc.purchaseId)).toHaveLength(1);
});

it('결제사가 취소한 뒤 기록 전에 멈추면(답을 잃음) 임대가 지난 뒤 일꾼 둘 중 하나가 같은 키로 이어 간다: 돈은 한 번만 돌아간다', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.cardService(panelId);
  await s.setAction(svc.productId, 'REFUND_PAYMENT');
  await s.finishOnPanel(svc.serviceId, 'Partial', 50);

  state.loseNext = true;
  expect(await settleDueShortfalls(s.t.deps)).toEqual({ settled: 0, failed: 1 });
  // 결제사에서는 이미 취소됐지만 우리 기록에는 아직 없다
  expect(await s.read.gateway(svc.paymentKey)).toMatchObject({ balanceAmount: 15_000 });
  expect((await s.read.shortfalls(svc.serviceId))[0]).toMatchObject({ status: 'REFUNDING' });
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ status: 'PAID', refundedAmount: 0 });
  expect((await s.read.refunds(svc.purchaseId)).map((r) => r.status)).toEqual(['PENDING']);

  // 임대 안에서는 아무도 다시 잡지 않는다
  await twoWorkers();
  expect((await s.read.refunds(svc.purchaseId)).map((r) => r.status)).toEqual(['PENDING']);

  s.t.clock.advance(3 * 60);
  await twoWorkers();
  await twoWorkers();
  expect((await s.read.shortfalls(svc.serviceId))[0]).toMatchObject({ status: 'REFUNDED', amount: 5_000 });
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ status: 'PARTIAL_CASH_REFUND', refundedAmount: 5_000 });
  expect((await s.read.refunds(svc.purchaseId)).map((r) => [r.status, r.amount])).toEqual([['DONE', 5_000]]);
  expect(await s.read.gateway(svc.paymentKey)).toMatchObject({ balanceAmount: 15_000 });
  const keys = state.cancels.filter((k) => k.startsWith(`refund-${svc.purchaseId}-`));
  expect(new Set(keys)).toEqual(new Set([`refund-${svc.purchaseId}-1`]));
  expect(await s.read.refundNotices(svc.purchaseId)).toHaveLength(1);
});

it('적립금 환불도 일꾼 넷이 함께 돌아 한 번: 원장에 환불 한 줄', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.cardService(panelId);
  await s.finishOnPanel(svc.serviceId, 'Partial', 20);
  await twoWorkers();
  await twoWorkers();
  expect((await s.read.points(svc.purchaseId)).map((r) => [r.type, r.amount])).toEqual([['REFUND', 2_000]]);
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ refundedPoint: 2_000 });
});
