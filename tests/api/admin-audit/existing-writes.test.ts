import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { purchaseFixtures } from '../admin-purchases/fixtures';
import { catalogueFixtures } from '../catalogue/fixtures';
import { postInquiry, qnaFixtures } from '../qnas/fixtures';

let t: TestApp;
let admin: TestMember;
let manager: TestMember;
let buyer: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await qnaFixtures(t));
  manager = await t.loginAsAdmin('MANAGER');
  buyer = await t.signup();
});
afterAll(() => t.close());

const logsOf = (kind: string, targetId: number | string) =>
  t.db.select().from(auditLogs).where(and(eq(auditLogs.kind, kind), eq(auditLogs.targetId, String(targetId))));

describe('작업 기록 – 기존 관리자 쓰기', () => {
  it('입금 확인: 바뀐 때 한 줄(누가·요청 id·전후), 두 번 눌러도 한 줄, 실패한 상태 변경은 기록 없음', async () => {
    const fx = await purchaseFixtures(t, admin.accessToken);
    const p = await fx.waiting({ memberId: buyer.memberId });
    const res = await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'PAID', reason: '국민은행 입금' }, manager.accessToken, { 'x-request-id': 'req-deposit-1' });
    expect(res.body.changed).toBe(true);
    await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'PAID' }, manager.accessToken);
    const logs = await logsOf('purchases.deposit', p.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      actorMemberId: manager.memberId,
      actorRole: 'MANAGER',
      targetType: 'purchase',
      requestId: 'req-deposit-1',
      before: { status: 'WAITING_PAYMENT' },
      after: { status: 'PAID' },
    });
    expect(logs[0]!.summary).toContain('입금 확인');

    // 결제 완료 구매를 미결제 취소 → 409, 기록 없음
    const failed = await t.json('POST', `/v1/admin/purchases/${p.id}`, { status: 'EXPIRED' }, manager.accessToken);
    expect(failed.status).toBe(409);
    expect(await logsOf('purchases.cancel', p.id)).toHaveLength(0);
  });

  it('적립금 환불: 환불과 같은 트랜잭션에 한 줄, 남은 금액보다 큰 환불(실패)은 기록 없음', async () => {
    const fx = await purchaseFixtures(t, admin.accessToken);
    const p = await fx.paidByCard({ memberId: buyer.memberId, totalAmount: 12_000 });
    const tooMuch = await t.json('POST', `/v1/admin/purchases/${p.id}/refund`, { to: 'POINT', amount: 99_000, reason: '과다' }, admin.accessToken);
    expect(tooMuch.status).toBeGreaterThanOrEqual(400);
    expect(tooMuch.status).toBeLessThan(500);
    expect(await logsOf('purchases.refund', p.id)).toHaveLength(0);
    const ok = await t.json('POST', `/v1/admin/purchases/${p.id}/refund`, { to: 'POINT', amount: 2_000, reason: '일부 미달' }, admin.accessToken);
    expect(ok.status).toBe(200);
    const logs = await logsOf('purchases.refund', p.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ after: { to: 'POINT', amount: 2_000 } });
  });

  it('카탈로그: 채널 등록·수정은 전후 값과 함께, 슬러그 중복(409)은 기록 없음, 삭제도 한 줄', async () => {
    const cat = catalogueFixtures(t, admin.accessToken);
    const ch = await cat.channel({ name: '기록 채널' });
    expect(await logsOf('channels.create', ch.id)).toHaveLength(1);
    const creates = () => t.db.select().from(auditLogs).where(eq(auditLogs.kind, 'channels.create'));
    const before = (await creates()).length;
    const dup = await t.json('POST', '/v1/admin/channels', { slug: ch.slug, name: '중복', subtitle: '부제' }, admin.accessToken);
    expect(dup.status).toBe(409);
    expect(await creates()).toHaveLength(before);
    const patched = await t.json('PATCH', `/v1/admin/channels/${ch.id}`, { name: '바뀐 채널' }, admin.accessToken);
    expect(patched.status).toBe(200);
    const [update] = await logsOf('channels.update', ch.id);
    expect(update).toMatchObject({ before: { name: '기록 채널' }, after: { name: '바뀐 채널' } });
    expect((await t.json('DELETE', `/v1/admin/channels/${ch.id}`, undefined, admin.accessToken)).status).toBe(204);
    expect(await logsOf('channels.delete', ch.id)).toHaveLength(1);
    // 이미 지운 채널을 다시 지우면 404, 기록은 그대로 한 줄
    expect((await t.json('DELETE', `/v1/admin/channels/${ch.id}`, undefined, admin.accessToken)).status).toBe(404);
    expect(await logsOf('channels.delete', ch.id)).toHaveLength(1);
  });

  it('1:1 문의 답변은 SUPPORT 도 하고 기록에 남는다; 없는 문의(404)는 기록 없음', async () => {
    const support = await t.loginAsAdmin('SUPPORT');
    const asker = await t.signup();
    const id = (await postInquiry(t, asker, { title: '기록될 문의' })).body.id;
    const res = await t.json('PATCH', `/v1/admin/qnas/${id}/reply`, { reply: '안녕하세요, 확인했습니다.' }, support.accessToken);
    expect(res.status).toBe(200);
    const logs = await logsOf('qnas.reply', id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ actorMemberId: support.memberId, actorRole: 'SUPPORT' });
    const missing = await t.json('PATCH', '/v1/admin/qnas/999999/reply', { reply: '없는 문의' }, support.accessToken);
    expect(missing.status).toBe(404);
    expect(await logsOf('qnas.reply', 999999)).toHaveLength(0);
  });
});
