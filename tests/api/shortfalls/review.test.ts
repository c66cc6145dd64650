import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operatorAlerts } from '../../../server/db/schema';
import { settleDueShortfalls } from '../../../server/shortfalls/shortfall-settle.service';
import type { TestMember } from '../../helpers/test-app';
import { shortfallSetup, type ShortfallSetup } from './fixtures';

let s: ShortfallSetup;
let admin: TestMember;
beforeAll(async () => {
  s = await shortfallSetup({ env: { SHORTFALL_REVIEW: 'manual' } });
  admin = await s.t.loginAsAdmin();
}, 240_000);
afterAll(() => s?.t.close());

const alertsOf = (purchaseId: number) =>
  s.t.db.select().from(operatorAlerts).where(and(eq(operatorAlerts.kind, 'SHORTFALL_REVIEW'))).then((rows) => rows.filter((r) => r.subjectKey.startsWith(`purchase:${purchaseId}:`)));

it('확인 모드 – 부분 완료는 콘솔 첫 화면의 항목과 경보로 남고(일꾼은 손대지 않는다), 운영자가 고르면 한 번 처리되고 경보가 닫힌다', async () => {
  const { id: panelId } = await s.panel();
  const svc = await s.cardService(panelId);
  await s.finishOnPanel(svc.serviceId, 'Partial', 68);

  const [row] = await s.read.shortfalls(svc.serviceId);
  expect(row).toMatchObject({ status: 'REVIEW', missing: 68 });
  expect((await s.read.notices(svc.serviceId)).at(-1)!.text).toContain('진행되지 않은 몫은 운영자가 확인한 뒤 다시 진행하거나 환불해 드립니다.');
  const [alert] = await alertsOf(svc.purchaseId);
  expect(alert).toMatchObject({ resolvedAt: null });

  const dash = await s.t.json('GET', '/v1/admin/dashboard', undefined, admin.accessToken);
  expect(dash.body.shortfallsToReview).toBeGreaterThanOrEqual(1);
  expect(dash.body.openAlerts).toBeGreaterThanOrEqual(1);
  // 콘솔 작업 내역: 덜 채우고 끝난 작업은 '완료'가 아니라 '부분 완료'
  const taskList = await s.t.json('GET', `/v1/admin/tasks?serviceId=${svc.serviceId}`, undefined, admin.accessToken);
  expect(taskList.body.items.map((t: { statusLabel: string }) => t.statusLabel)).toEqual(['부분 완료']);
  const list = await s.t.json('GET', '/v1/admin/shortfalls?status=REVIEW', undefined, admin.accessToken);
  expect(list.body.items.map((i: { id: number }) => i.id)).toContain(row!.id);
  // 경보는 손으로 닫을 수 없다: 처리해야 닫힌다
  const close = await s.t.json('POST', `/v1/admin/alerts/${alert!.id}/resolve`, undefined, admin.accessToken);
  expect(close.status).toBe(409);
  expect(close.body.code).toBe('ALERT_CLOSED_BY_SHORTFALL');

  await settleDueShortfalls(s.t.deps);
  expect((await s.read.shortfalls(svc.serviceId))[0]!.status).toBe('REVIEW');
  expect((await s.read.myService(svc.serviceId)).body.shortfall).toMatchObject({ statusLabel: '확인 중', missing: 68 });

  const [a, b] = await Promise.all([
    s.t.json('POST', `/v1/admin/shortfalls/${row!.id}/settle`, { action: 'REFUND_POINT' }, admin.accessToken),
    s.t.json('POST', `/v1/admin/shortfalls/${row!.id}/settle`, { action: 'REFUND_POINT' }, admin.accessToken),
  ]);
  expect([a.status, b.status].sort()).toEqual([200, 409]);
  const ok = a.status === 200 ? a : b;
  expect(ok.body).toMatchObject({ status: 'REFUNDED', statusLabel: '환불됨', amount: 6_800 });
  expect(await s.read.purchase(svc.purchaseId)).toMatchObject({ refundedPoint: 6_800 });
  expect((await alertsOf(svc.purchaseId))[0]!.resolvedAt).not.toBeNull();
  expect((await s.read.myService(svc.serviceId)).body.shortfall).toMatchObject({ statusLabel: '환불됨', refundAmount: 6_800 });
});

it('POST /v1/admin/shortfalls/{id}/settle – 잘못된 처리 이름은 400, 없는 번호는 404', async () => {
  const bad = await s.t.json('POST', '/v1/admin/shortfalls/1/settle', { action: 'NOPE' }, admin.accessToken);
  expect(bad.status).toBe(400);
  const none = await s.t.json('POST', '/v1/admin/shortfalls/999999/settle', { action: 'RESEND' }, admin.accessToken);
  expect(none.status).toBe(404);
  expect(none.body.code).toBe('SHORTFALL_NOT_FOUND');
});

it('상품 편집 – 미진행 수량 처리와 다시 보낼 패널을 저장하고 돌려준다', async () => {
  const created = await s.fx.product({ shortfallAction: 'RESEND', shortfallPanelId: null, shortfallPanelServiceId: null });
  expect(created).toMatchObject({ shortfallAction: 'RESEND' });
  const patched = await s.t.json('PATCH', `/v1/admin/products/${created.id}`, { shortfallAction: 'REFUND_PAYMENT' }, admin.accessToken);
  expect(patched.status).toBe(200);
  expect(patched.body).toMatchObject({ shortfallAction: 'REFUND_PAYMENT' });
  const bad = await s.t.json('PATCH', `/v1/admin/products/${created.id}`, { shortfallAction: 'X' }, admin.accessToken);
  expect(bad.status).toBe(400);
});
