import { afterAll, beforeAll, expect, it } from 'vitest';
import { settleDueShortfalls } from '../../../server/shortfalls/shortfall-settle.service';
import { shortfallSetup, type ShortfallSetup } from './fixtures';

let s: ShortfallSetup;
// 준비(앱·관리자·상품)가 바쁜 기계에서 오래 걸릴 수 있다: 단언이 아니라 준비의 한도다
beforeAll(async () => {
  s = await shortfallSetup();
}, 240_000);
afterAll(() => s.t.close());

const PRODUCT = '테스트 한국인 팔로워';
const settle = () => settleDueShortfalls(s.t.deps);

it('부분 완료 – 적립금 비례 환불(기본): 알림은 금액과 함께 환불을 말하고, 일꾼이 한 번 돌려주며, 회원 화면은 132/200 · 68개 · 환불됨', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.cardService(panelId);
  await s.finishOnPanel(svc.serviceId, 'Partial', 68);
  expect(await s.state.service(svc.serviceId)).toMatchObject({ status: 'PARTIAL', remains: 68 });

  const [open] = await s.read.shortfalls(svc.serviceId);
  expect(open).toMatchObject({ ordered: 200, delivered: 132, missing: 68, action: 'REFUND_POINT', status: 'OPEN', amount: 6_800 });
  const notices = await s.read.notices(svc.serviceId);
  expect(notices.at(-1)).toMatchObject({
    templateCode: 'SERVICE_PARTIALLY_COMPLETED',
    text:
      `홍길동님, ${PRODUCT} 서비스가 일부만 진행되었습니다.\n대상: ${svc.targetKey}\n` +
      '주문 수량: 200\n진행 수량: 132\n진행되지 않은 몫은 결제 금액에 비례해 6,800원을 적립금으로 환불해 드립니다.',
  });

  expect(await settle()).toEqual({ settled: 1, failed: 0 });
  expect(await settle()).toEqual({ settled: 0, failed: 0 });
  expect((await s.read.shortfalls(svc.serviceId))[0]).toMatchObject({ status: 'REFUNDED', amount: 6_800 });
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ status: 'PARTIAL_MILEAGE_REFUND', refundedPoint: 6_800, refundedAmount: 0 });
  expect((await s.read.points(svc.purchaseId)).map((r) => [r.type, r.amount])).toEqual([['REFUND', 6_800]]);
  expect(await s.read.refunds(svc.purchaseId)).toHaveLength(1);
  expect(await s.read.refundNotices(svc.purchaseId)).toHaveLength(1);

  const mine = await s.read.myService(svc.serviceId);
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({
    status: 'PARTIAL',
    statusLabel: '부분 완료',
    shortfall: { ordered: 200, delivered: 132, missing: 68, status: 'REFUNDED', statusLabel: '환불됨', refundAmount: 6_800, refundToLabel: '적립금' },
  });
  expect(mine.body.shortfall.message).toBe('채우지 못한 68개는 6,800원을 적립금으로 환불해 드렸습니다.');
  // 작업 내역 줄도 '완료'가 아니라 '부분 완료'
  expect(mine.body.tasks.map((t: { kindLabel: string; statusLabel: string }) => `${t.kindLabel} ${t.statusLabel}`)).toEqual(['주문 부분 완료']);
});

it('부분 완료 – 결제 수단 비례 환불: 카드 결제는 결제사 부분 취소(한 번), 구매는 PARTIAL_CASH_REFUND', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.cardService(panelId);
  await s.setAction(svc.productId, 'REFUND_PAYMENT');
  await s.finishOnPanel(svc.serviceId, 'Partial', 50);
  expect((await s.read.notices(svc.serviceId)).at(-1)!.text).toContain('진행되지 않은 몫은 결제 금액에 비례해 5,000원을 결제 취소로 환불해 드립니다.');

  await settle();
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ status: 'PARTIAL_CASH_REFUND', refundedAmount: 5_000, refundedPoint: 0 });
  expect(await s.read.gateway(svc.paymentKey)).toMatchObject({ balanceAmount: 15_000 });
  expect((await s.read.refunds(svc.purchaseId)).map((r) => [r.to, r.status, r.amount])).toEqual([['CARD', 'DONE', 5_000]]);
  expect((await s.read.myService(svc.serviceId)).body.shortfall).toMatchObject({ statusLabel: '환불됨', refundAmount: 5_000, refundToLabel: '결제 취소' });
});

it('부분 완료 – 다른 패널로 다시 보내기: 남은 68개가 새 작업으로 그 패널에 한 번 가고, 회원 화면은 재진행 중 → 다 채우면 완료·재진행 완료', async () => {
  const { id: panelId } = await s.panel();
  const other = await s.panel();
  const svc = await s.cardService(panelId);
  await s.setAction(svc.productId, 'RESEND', { panelId: other.id, panelServiceId: '1001' });
  const first = await s.finishOnPanel(svc.serviceId, 'Partial', 68);
  expect((await s.read.notices(svc.serviceId)).at(-1)!.text).toContain('진행되지 않은 몫은 곧 다시 진행해 채워 드립니다.');

  await settle();
  await settle();
  const tasks = await s.state.tasksOf(svc.serviceId);
  expect(tasks).toHaveLength(2);
  expect(tasks[1]).toMatchObject({ kind: 'ORDER', quantity: 68, panelId: other.id, panelServiceId: '1001', targetKey: first.targetKey, phase: 'READY' });
  expect((await s.state.service(svc.serviceId)).status).toBe('IN_PROGRESS');
  expect((await s.read.shortfalls(svc.serviceId))[0]).toMatchObject({ status: 'RESENT', resendTaskId: tasks[1]!.id });
  expect((await s.read.myService(svc.serviceId)).body.shortfall).toMatchObject({ missing: 68, status: 'RESENT', statusLabel: '재진행 중', refundAmount: null });
  expect(await s.read.refunds(svc.purchaseId)).toEqual([]);

  await s.finishOnPanel(svc.serviceId, 'Completed', 0);
  expect(other.fake.adds).toHaveLength(1);
  expect(other.fake.adds[0]).toMatchObject({ quantity: 68 });
  expect((await s.state.service(svc.serviceId)).status).toBe('COMPLETED');
  const mine = (await s.read.myService(svc.serviceId)).body;
  expect(mine.shortfall).toMatchObject({ statusLabel: '재진행 완료', message: '채우지 못한 68개를 다시 진행해 모두 채웠습니다.' });
  expect((await s.read.notices(svc.serviceId)).map((n) => n.templateCode)).toEqual(['SERVICE_STARTED', 'SERVICE_PARTIALLY_COMPLETED', 'SERVICE_COMPLETED']);
});

it('패널이 취소 – 아무것도 채우지 못했으면 결제 금액 전부(적립금) 환불, 다시 환불되지 않는다', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.cardService(panelId);
  await s.finishOnPanel(svc.serviceId, 'Canceled', 200);
  expect((await s.state.service(svc.serviceId)).status).toBe('CANCELED');
  expect((await s.read.shortfalls(svc.serviceId))[0]).toMatchObject({ missing: 200, amount: 20_000, status: 'OPEN' });
  await settle();
  await settle();
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ status: 'MILEAGE_REFUND', refundedPoint: 20_000 });
  expect(await s.read.refunds(svc.purchaseId)).toHaveLength(1);
  expect((await s.read.myService(svc.serviceId)).body.shortfall).toMatchObject({ delivered: 0, missing: 200, statusLabel: '환불됨', refundAmount: 20_000 });
});

it('다시 보냈는데 또 모자라면 두 번째는 다시 보내지 않고 결제 금액 비례 환불(남은 것만), 알림도 그 처리를 말한다', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.cardService(panelId);
  await s.setAction(svc.productId, 'RESEND');
  await s.finishOnPanel(svc.serviceId, 'Partial', 100);
  await settle();
  await s.finishOnPanel(svc.serviceId, 'Partial', 40);
  const rows = await s.read.shortfalls(svc.serviceId);
  expect(rows.map((r) => [r.status, r.missing, r.action])).toEqual([
    ['RESENT', 100, 'RESEND'],
    ['OPEN', 40, 'REFUND_PAYMENT'],
  ]);
  expect((await s.read.notices(svc.serviceId)).at(-1)!.text).toContain('4,000원을 결제 취소로 환불해 드립니다.');
  await settle();
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ refundedAmount: 4_000 });
});
