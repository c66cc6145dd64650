import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../../server/db/schema';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { catalogueFixtures } from '../catalogue/fixtures';
import { insertTask, panelWithService } from './fixtures';

let t: TestApp;
let me: TestMember;
let other: TestMember;
let fx: ServiceFixtures;
let youtube: { channelId: number; typeId: number; productId: number };
const ids: Record<string, number> = {};

async function paidAt(key: string, at: string, o: Partial<Parameters<ServiceFixtures['paidService']>[0]> = {}) {
  const { serviceId } = await fx.paidService({ memberId: me.memberId, ...o });
  await t.db.update(services).set({ createdAt: new Date(at) }).where(eq(services.id, serviceId));
  ids[key] = serviceId;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.loginAsAdmin();
  fx = await serviceFixtures(t, admin.accessToken);
  me = await t.signup();
  other = await t.signup();
  const cat = catalogueFixtures(t, admin.accessToken);
  const ch = await cat.channel({ name: '유튜브' });
  const type = await cat.productType(ch.id, { name: '구독자' });
  const yt = await cat.product(ch.id, type.id, { name: '유튜브 구독자', targetKind: 'YOUTUBE_CHANNEL_URL', refillDays: 0 });
  youtube = { channelId: ch.id, typeId: type.id, productId: yt.id };

  await paidAt('march1', '2024-03-01T10:00:00+09:00', { unitPrice: 100, quantity: 100 });
  // 서울로는 4월 1일 00:30, UTC 로는 3월 31일
  await paidAt('april1', '2024-04-01T00:30:00+09:00', { productId: youtube.productId, unitPrice: 50, quantity: 100, targetKey: 'https://www.youtube.com/@growth' });
  await paidAt('april2', '2024-04-02T10:00:00+09:00', { unitPrice: 100, quantity: 200 });
  // 진행 중: 시작 수치 1,000, 200개 중 50개 남음
  await fx.setServiceStatus(ids.april2!, 'IN_PROGRESS', { startCount: 1_000, remains: 50, startedAt: t.clock.now() });
  // 완료(9,000원 이상): 재충전·후기 가능
  await fx.setServiceStatus(ids.march1!, 'COMPLETED', { startCount: 500 });
  const panel = await panelWithService(t, { refill: true });
  await insertTask(t, { serviceId: ids.march1!, memberId: me.memberId, ...panel, charge: '0.27', currency: 'USD', upstreamStatus: 'Completed' });
  await fx.paidService({ memberId: other.memberId });
});
afterAll(() => t.close());

const get = (path: string, member = me) => t.json('GET', `/v1/my-page/${member.memberId}/services${path}`, undefined, member.accessToken);

describe('GET /v1/my-page/{memberId}/services', () => {
  it('myServiceList 를 최신 순으로 나눠 준다', async () => {
    const res = await get('?page=1&size=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(res.body.myServiceList.map((s: { id: number }) => s.id)).toEqual([ids.april2, ids.april1]);
    const second = await get('?page=2&size=2');
    expect(second.body.myServiceList.map((s: { id: number }) => s.id)).toEqual([ids.march1]);
  });

  it('한 줄의 모양: 채널·유형, 상태와 한국어 이름, 진행률, 재충전·대상 변경·후기 표시', async () => {
    const res = await get('');
    const byId = (id: number) => res.body.myServiceList.find((s: { id: number }) => s.id === id);
    const running = byId(ids.april2!);
    expect(running).toMatchObject({
      productName: '테스트 한국인 팔로워',
      channel: { id: fx.channel.id, name: fx.channel.name },
      productType: { id: fx.type.id, name: fx.type.name },
      productKind: 'SINGLE',
      quantity: 200,
      days: 1,
      totalPrice: 20_000,
      status: 'IN_PROGRESS',
      statusLabel: '진행 중',
      startCount: 1_000,
      remains: 50,
      progress: 75,
      canRefill: false,
      refillDeadline: null,
      hasOpenRefill: false,
      canChangeAccount: false,
      reviewable: false,
    });
    expect(typeof running.purchaseId).toBe('number');
    expect(running.createdAt).toBe('2024-04-02T01:00:00.000Z');

    const done = byId(ids.march1!);
    expect(done).toMatchObject({ status: 'COMPLETED', statusLabel: '완료', progress: 100, canRefill: true, reviewable: true, canChangeAccount: false });
    expect(new Date(done.refillDeadline).getTime() - new Date(done.completedAt).getTime()).toBe(30 * 24 * 3600 * 1000);

    const waiting = byId(ids.april1!);
    expect(waiting).toMatchObject({ status: 'WAITING', statusLabel: '시작 전', progress: 0, canChangeAccount: true, canRefill: false, reviewable: false });
    expect(waiting.channel).toEqual({ id: youtube.channelId, name: '유튜브' });
  });

  it('상태·채널·기간(서울 날짜, 양끝 포함)으로 거른다', async () => {
    const byStatus = await get('?status=IN_PROGRESS&size=3');
    expect(byStatus.body.myServiceList.map((s: { id: number }) => s.id)).toEqual([ids.april2]);
    const byChannel = await get(`?snsChannelId=${youtube.channelId}`);
    expect(byChannel.body.myServiceList.map((s: { id: number }) => s.id)).toEqual([ids.april1]);
    const byPeriod = await get('?from=2024-04-01&to=2024-04-01');
    expect(byPeriod.body.myServiceList.map((s: { id: number }) => s.id)).toEqual([ids.april1]);
    const march = await get('?from=2024-03-01&to=2024-03-31');
    expect(march.body.myServiceList.map((s: { id: number }) => s.id)).toEqual([ids.march1]);
  });

  it('틀린 조건은 400 과 한국어 메시지', async () => {
    const res = await get('?status=DONE');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('서비스 상태를 목록에서 골라주세요.');
    const period = await get('?from=2024-04-02&to=2024-04-01');
    expect(period.status).toBe(400);
    expect(period.body.message).toBe('시작일은 종료일보다 늦을 수 없습니다.');
  });

  it('남의 memberId 경로는 403', async () => {
    const res = await t.json('GET', `/v1/my-page/${other.memberId}/services`, undefined, me.accessToken);
    expect(res.status).toBe(403);
  });
});

describe('GET /v1/my-page/{memberId}/services/categories', () => {
  it('서비스가 있는 채널과 유형만', async () => {
    const res = await get('/categories');
    expect(res.status).toBe(200);
    expect(res.body.channels).toHaveLength(2);
    expect(res.body.channels).toEqual(
      expect.arrayContaining([
        { id: fx.channel.id, name: fx.channel.name },
        { id: youtube.channelId, name: '유튜브' },
      ]),
    );
    expect(res.body.productTypes).toEqual(
      expect.arrayContaining([
        { id: fx.type.id, name: fx.type.name, channelId: fx.channel.id },
        { id: youtube.typeId, name: '구독자', channelId: youtube.channelId },
      ]),
    );
    expect(res.body.productTypes).toHaveLength(2);
  });
});

describe('GET /v1/my-page/{memberId}/services/{serviceId}', () => {
  it('상세와 작업 흐름: 패널 번호·키·비용은 싣지 않는다', async () => {
    const res = await get(`/${ids.march1}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.march1, status: 'COMPLETED' });
    expect(res.body.tasks).toHaveLength(1);
    expect(res.body.tasks[0]).toMatchObject({ kind: 'ORDER', kindLabel: '주문', status: 2, statusLabel: '완료', quantity: 100, startCount: 1_000, remains: 0 });
    const text = JSON.stringify(res.body.tasks);
    for (const hidden of ['panelOrderId', 'panelId', 'panelServiceId', 'charge', 'currency', 'upstreamStatus', 'apiKey', 'po-', '0.27']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('남의 서비스는 403 NOT_YOUR_RESOURCE, 없는 서비스는 404', async () => {
    const theirs = (await t.json('GET', `/v1/my-page/${other.memberId}/services`, undefined, other.accessToken)).body.myServiceList[0].id;
    const res = await get(`/${theirs}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_YOUR_RESOURCE');
    const missing = await get('/2147483000');
    expect(missing.status).toBe(404);
  });
});
