import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../../../server/db/seed';
import { seedDemoServices } from '../../../server/db/seed/demo-services';
import { services, tasks } from '../../../server/db/schema';
import { findMemberByEmail } from '../../../server/members/members.repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock.now());
  await seedDemoServices(t.db, t.clock.now()); // 두 번째: 아무것도 더하지 않아야 한다
});
afterAll(() => t.close());

it('seedDemoServices – 데모 회원: 재충전 가능한 완료 두 건, 부분 완료 한 건, 대기 한 건을 한 번만', async () => {
  const { email, password } = DEMO_ACCOUNTS.member;
  const demo = await t.login(email, password);
  const memberId = (await findMemberByEmail(t.db, email))!.id;
  expect(await t.db.select({ id: services.id }).from(services).where(eq(services.memberId, memberId))).toHaveLength(4);

  const res = await t.json('GET', `/v1/my-page/${memberId}/services`, undefined, demo.accessToken);
  expect(res.status).toBe(200);
  const list = res.body.myServiceList as { id: number; status: string; totalPrice: number; canRefill: boolean; reviewable: boolean; channel: { name: string } }[];
  const completed = list.filter((s) => s.status === 'COMPLETED');
  expect(completed).toHaveLength(2);
  for (const s of completed) expect(s).toMatchObject({ canRefill: true, reviewable: true, channel: { name: '인스타그램' } });
  expect(list.filter((s) => s.status === 'PARTIAL')).toHaveLength(1);
  expect(list.filter((s) => s.status === 'WAITING')).toHaveLength(1);

  const orderTasks = await t.db.select().from(tasks).where(eq(tasks.memberId, memberId));
  expect(orderTasks).toHaveLength(3);
  expect(new Set(orderTasks.map((x) => x.panelOrderId)).size).toBe(3);
  for (const task of orderTasks) expect(task).toMatchObject({ kind: 'ORDER', status: 2, phase: 'FINISHED' });

  // 데모의 완료 서비스는 바로 재충전을 받는다
  const refill = await t.json('POST', `/v1/my-page/${memberId}/services/refill`, { serviceId: completed[0]!.id }, demo.accessToken);
  expect(refill.status).toBe(201);
});
