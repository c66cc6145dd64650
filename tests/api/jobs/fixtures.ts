import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { dailyRunSkips, mails, operatorAlerts, panels, panelServices, services, taskEvents, tasks } from '../../../server/db/schema';
import { runFulfilmentOnce, type FulfilmentRunOptions } from '../../../server/jobs/fulfilment';
import type {
  AddOrderInput,
  CancelResult,
  PanelBalance,
  PanelClient,
  PanelOrderState,
  PanelOrderStateOrError,
  PanelRecord,
  PanelServiceInfo,
  RefillStatus,
} from '../../../server/providers/fulfilment/types';
import type { PanelOrderStatus } from '../../../lib/schemas/fulfilment';
import type { InstagramFeed, InstagramProvider } from '../../../server/providers/instagram';
import type { PaymentGateway } from '../../../server/providers/payments';
import { serviceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type Order = { status: PanelOrderStatus; startCount: number | null; remains: number | null; charge: string; currency: string };

/**
 * 시험용 패널: 패널 포트(PanelClient)를 구현하고 부른 횟수를 센다. 주문 상태는 시험이 정한다.
 * 우리 코드가 아니라 바깥 패널을 대신하는 것이다.
 */
export class FakePanel implements PanelClient {
  adds: AddOrderInput[] = [];
  refillCalls: string[] = [];
  statusCalls: string[][] = [];
  refillStatusCalls: string[] = [];
  balanceCalls = 0;
  orders = new Map<string, Order>();
  refillState = new Map<string, string>();
  balanceValue = '100.00';
  /** 있으면 add 가 이것을 부른다(실패·멈춤을 만들 때). 없으면 새 주문 번호 */
  onAdd: ((input: AddOrderInput) => Promise<{ orderId: string; raw: unknown }>) | null = null;
  private seq = 1000 + Math.floor(Math.random() * 1000) * 1000;

  addsFor(link: string) {
    return this.adds.filter((a) => a.link === link).length;
  }

  services = async (): Promise<PanelServiceInfo[]> => [];
  add = async (input: AddOrderInput) => {
    this.adds.push(input);
    if (this.onAdd) return this.onAdd(input);
    const orderId = String(++this.seq);
    this.orders.set(orderId, { status: 'Pending', startCount: null, remains: input.quantity, charge: '0.10', currency: 'USD' });
    return { orderId, raw: { order: Number(orderId) } };
  };
  set(orderId: string, o: Partial<Order>) {
    this.orders.set(orderId, { ...this.orders.get(orderId)!, ...o });
  }
  status = async (orderId: string): Promise<PanelOrderState> => {
    const [s] = await this.statuses([orderId]);
    if (!s || 'error' in s) throw new Error('no order');
    return s;
  };
  statuses = async (orderIds: string[]): Promise<PanelOrderStateOrError[]> => {
    this.statusCalls.push(orderIds);
    return orderIds.map((orderId) => {
      const o = this.orders.get(orderId);
      if (!o) return { orderId, error: 'Incorrect order ID', raw: { error: 'Incorrect order ID' } };
      const raw = { status: o.status, start_count: String(o.startCount ?? ''), remains: String(o.remains ?? ''), charge: o.charge, currency: o.currency };
      return { orderId, ...o, raw };
    });
  };
  refill = async (orderId: string) => {
    this.refillCalls.push(orderId);
    const refillId = String(++this.seq);
    this.refillState.set(refillId, 'Pending');
    return { refillId, raw: { refill: refillId } };
  };
  refillStatus = async (refillId: string): Promise<RefillStatus> => {
    this.refillStatusCalls.push(refillId);
    const status = this.refillState.get(refillId) ?? 'Pending';
    return { refillId, status, raw: { status } };
  };
  cancel = async (orderIds: string[]): Promise<CancelResult[]> => orderIds.map((orderId) => ({ orderId, ok: false, error: 'not supported' }));
  balance = async (): Promise<PanelBalance> => {
    this.balanceCalls += 1;
    return { balance: this.balanceValue, currency: 'USD' };
  };
}

/**
 * 시험용 인스타그램: 계정마다 게시물(올린 시각)을 시험이 정하고, 조회 횟수를 센다.
 * failing 인 계정은 인스타그램이 답하지 않는 것처럼 던진다. onLookup 이 있으면 조회마다 부른다(시간이 걸리는 조회).
 */
export class FakeInstagram implements InstagramProvider {
  posts = new Map<string, { shortcode: string; takenAt: string }[]>();
  failing = new Set<string>();
  lookups: string[] = [];
  onLookup: ((username: string) => void) | null = null;

  lookupsOf(username: string) {
    return this.lookups.filter((u) => u === username).length;
  }
  account = async (username: string) => {
    this.lookups.push(username);
    this.onLookup?.(username);
    if (this.failing.has(username)) throw new Error('Instagram 응답 없음');
    if (!this.posts.has(username)) return null;
    return { username, fullName: null, profileImageUrl: null, isPrivate: false, followerCount: 10, followingCount: 1, postCount: this.posts.get(username)!.length };
  };
  feeds = async (username: string): Promise<InstagramFeed[]> =>
    (this.posts.get(username) ?? []).map((p) => ({
      shortcode: p.shortcode,
      url: `https://www.instagram.com/p/${p.shortcode}/`,
      imageUrl: 'https://scontent.cdninstagram.com/x.jpg',
      caption: null,
      likeCount: null,
      commentCount: null,
      takenAt: p.takenAt,
      isVideo: false,
    }));
  fetchImage = async (): Promise<never> => {
    throw new Error('not used');
  };
}

/** 시험 파일 하나의 준비: 패널마다 FakePanel, 관리자 API 로 만든 상품, 결제된 서비스 */
export async function engineSetup(options: { env?: Record<string, string>; instagram?: InstagramProvider; payments?: PaymentGateway } = {}) {
  const fakes = new Map<number, FakePanel>();
  const panelClient = (p: PanelRecord): PanelClient => {
    const fake = fakes.get(p.id);
    if (!fake) throw new Error(`no fake for panel ${p.id}`);
    return fake;
  };
  const t: TestApp = await createTestApp({ env: options.env, deps: { panelClient, ...(options.instagram ? { instagram: options.instagram } : {}), ...(options.payments ? { payments: options.payments } : {}) } });
  const admin = await t.loginAsAdmin();
  const fx = await serviceFixtures(t, admin.accessToken);
  const member = await t.signup();

  /** 패널 한 줄과 그 서비스 '1001'. 테스트마다 따로 만들면 다른 테스트의 작업과 호출이 섞이지 않는다 */
  async function panel(o: { refill?: boolean; lowBalanceThreshold?: string; fake?: FakePanel } = {}) {
    const [row] = await t.db
      .insert(panels)
      .values({ name: `시험 패널 ${randomBytes(2).toString('hex')}`, kind: 'API_V2', apiUrl: 'http://127.0.0.1:9/api/v2', apiKey: 'k', lowBalanceThreshold: o.lowBalanceThreshold ?? null })
      .returning({ id: panels.id });
    await t.db.insert(panelServices).values({ panelId: row!.id, serviceId: '1001', name: '팔로워', refill: o.refill ?? false });
    const fake = o.fake ?? new FakePanel();
    fakes.set(row!.id, fake);
    return { id: row!.id, fake };
  }

  async function paidService(o: {
    panelId: number | null;
    kind?: 'SINGLE' | 'DAILY';
    quantity?: number;
    days?: number;
    targetKind?: string;
    targetKey?: string;
    now?: Date;
  }) {
    const product = await fx.product({
      kind: o.kind ?? 'SINGLE',
      panelId: o.panelId,
      panelServiceId: o.panelId ? '1001' : null,
      targetKind: o.targetKind ?? 'INSTAGRAM_USERNAME',
      ...(o.kind === 'DAILY' ? { minDays: 1, maxDays: 30 } : {}),
    });
    const targetKey = o.targetKey ?? `growth_${randomBytes(4).toString('hex')}`;
    const r = await fx.paidService({ memberId: member.memberId, productId: product.id, kind: o.kind, quantity: o.quantity ?? 100, days: o.days, targetKey, now: o.now });
    return { ...r, targetKey, link: `https://www.instagram.com/${targetKey}/` };
  }

  const run = (now: Date = t.clock.now(), opts: FulfilmentRunOptions = {}) => runFulfilmentOnce(t.deps, now, opts);

  const state = {
    tasksOf: (serviceId: number) => t.db.select().from(tasks).where(eq(tasks.serviceId, serviceId)).orderBy(asc(tasks.id)),
    task: async (id: number) => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]!,
    service: async (id: number) => (await t.db.select().from(services).where(eq(services.id, id)))[0]!,
    events: (taskId: number) => t.db.select().from(taskEvents).where(eq(taskEvents.taskId, taskId)).orderBy(asc(taskEvents.id)),
    alerts: (kind: string, subjectKey: string) =>
      t.db
        .select()
        .from(operatorAlerts)
        .where(and(eq(operatorAlerts.kind, kind as never), eq(operatorAlerts.subjectKey, subjectKey)))
        .orderBy(asc(operatorAlerts.id)),
    mails: () => t.db.select().from(mails).where(eq(mails.template, 'OPERATOR_ALERT')).orderBy(asc(mails.id)),
    panel: async (id: number) => (await t.db.select().from(panels).where(eq(panels.id, id)))[0]!,
    skips: (serviceId: number) => t.db.select().from(dailyRunSkips).where(eq(dailyRunSkips.serviceId, serviceId)).orderBy(asc(dailyRunSkips.runDate)),
  };

  return { t, fx, member, panel, paidService, run, state, fakes };
}

export type EngineSetup = Awaited<ReturnType<typeof engineSetup>>;

/** 초 뒤의 순간 */
export const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);
