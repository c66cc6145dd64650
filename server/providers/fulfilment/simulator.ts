import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/context';
import { simulatorOrders, simulatorRefills } from '../../db/schema';
import type { PanelOrderStatus } from '../../../lib/schemas/fulfilment';
import { SIMULATOR_SERVICES } from './simulator-services';
import {
  PanelError,
  type AddOrderInput,
  type CancelResult,
  type PanelBalance,
  type PanelClient,
  type PanelOrderState,
  type PanelOrderStateOrError,
  type RefillStatus,
} from './types';

type SimulatorDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;
type OrderRow = typeof simulatorOrders.$inferSelect;

/** 시뮬레이터 계정의 처음 잔액(USD). 잔액 = 이것 - 취소되지 않은 주문의 요금 합 */
export const SIMULATOR_START_BALANCE = '1000.00';
/** 처음 이만큼(비율)은 Pending, 그 뒤 끝날 때까지 In progress */
const PENDING_SHARE = 0.15;
/** 재충전은 주문 시간의 이만큼 지나면 Completed */
const REFILL_SHARE = 0.25;

const INCORRECT_ORDER = 'Incorrect order ID';

/** 돈 계산은 1e-8 단위 정수로: 부동소수 오차 없이 '0.27819' 같은 문자열을 만든다 */
const SCALE = 100_000_000;
function toUnits(decimal: string): number {
  const [whole = '0', frac = ''] = decimal.split('.');
  return Number(whole) * SCALE + Number(frac.padEnd(8, '0').slice(0, 8));
}
function fromUnits(units: number): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(Math.round(units));
  const frac = String(abs % SCALE).padStart(8, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${sign}${Math.floor(abs / SCALE)}.${frac}`;
}

const serviceOf = (serviceId: string) => SIMULATOR_SERVICES.find((s) => s.serviceId === serviceId) ?? null;

/** 같은 link 는 늘 같은 수: 시작 수치와 부분 완료 수량을 정한다 */
function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/**
 * 계정 없이 동작하는 내장 패널. 주문은 simulator_orders 에 적고, 상태는 만든 시각부터 흐른 시간
 * (deps.now(), SIMULATOR_DURATION_SECONDS)으로 계산한다: 재시작해도, 여러 api 인스턴스가 물어도 같은 답이다.
 */
export class SimulatorPanel implements PanelClient {
  constructor(private readonly deps: SimulatorDeps) {}

  async services() {
    return SIMULATOR_SERVICES.map((s) => ({ ...s }));
  }

  async add(input: AddOrderInput) {
    const service = serviceOf(input.serviceId);
    if (!service) throw new PanelError('Incorrect service ID', true, { error: 'Incorrect service ID' });
    if (!Number.isInteger(input.quantity) || input.quantity < service.min! || input.quantity > service.max!) {
      const error = `Quantity must be between ${service.min} and ${service.max}`;
      throw new PanelError(error, true, { error });
    }
    if (!input.link.trim()) throw new PanelError('Incorrect link', true, { error: 'Incorrect link' });
    const hash = hashOf(input.link);
    const partial = randomInt(100) < this.deps.config.SIMULATOR_PARTIAL_PERCENT;
    // 부분 완료는 주문 수량의 10~40% 를 남긴다(최소 1)
    const partialRemains = partial ? Math.max(1, Math.floor((input.quantity * (10 + (hash % 31))) / 100)) : 0;
    const [row] = await this.deps.db
      .insert(simulatorOrders)
      .values({
        serviceId: service.serviceId,
        link: input.link,
        quantity: input.quantity,
        runs: input.runs ?? null,
        interval: input.interval ?? null,
        startCount: 100 + (hash % 9_900),
        partialRemains,
        createdAt: this.deps.now(),
      })
      .returning({ id: simulatorOrders.id });
    const orderId = String(row!.id);
    return { orderId, raw: { order: row!.id } };
  }

  async status(orderId: string): Promise<PanelOrderState> {
    const [state] = await this.statuses([orderId]);
    if (!state || 'error' in state) throw new PanelError(INCORRECT_ORDER, true, { error: INCORRECT_ORDER });
    return state;
  }

  async statuses(orderIds: string[]): Promise<PanelOrderStateOrError[]> {
    const rows = await this.findOrders(orderIds);
    const now = this.deps.now();
    return orderIds.map((orderId) => {
      const row = rows.get(orderId);
      if (!row) return { orderId, error: INCORRECT_ORDER, raw: { error: INCORRECT_ORDER } };
      return this.stateOf(row, now);
    });
  }

  async refill(orderId: string) {
    const row = (await this.findOrders([orderId])).get(orderId);
    if (!row) throw new PanelError(INCORRECT_ORDER, true, { error: INCORRECT_ORDER });
    const state = this.stateOf(row, this.deps.now());
    if (state.status !== 'Completed' && state.status !== 'Partial') {
      const error = 'Refill is not available for this order';
      throw new PanelError(error, true, { error });
    }
    const [refill] = await this.deps.db
      .insert(simulatorRefills)
      .values({ orderId: row.id, createdAt: this.deps.now() })
      .returning({ id: simulatorRefills.id });
    return { refillId: String(refill!.id), raw: { refill: refill!.id } };
  }

  async refillStatus(refillId: string): Promise<RefillStatus> {
    const id = Number(refillId);
    const rows = Number.isSafeInteger(id)
      ? await this.deps.db.select().from(simulatorRefills).where(eq(simulatorRefills.id, id)).limit(1)
      : [];
    if (!rows[0]) throw new PanelError('Incorrect refill ID', true, { error: 'Incorrect refill ID' });
    const elapsed = this.elapsedSeconds(rows[0].createdAt, this.deps.now());
    const status = elapsed >= this.deps.config.SIMULATOR_DURATION_SECONDS * REFILL_SHARE ? 'Completed' : 'Pending';
    return { refillId, status, raw: { status } };
  }

  async cancel(orderIds: string[]): Promise<CancelResult[]> {
    const rows = await this.findOrders(orderIds);
    const now = this.deps.now();
    const results: CancelResult[] = [];
    for (const orderId of orderIds) {
      const row = rows.get(orderId);
      if (!row) {
        results.push({ orderId, ok: false, error: INCORRECT_ORDER });
        continue;
      }
      if (this.stateOf(row, now).status !== 'Pending') {
        results.push({ orderId, ok: false, error: 'This order cannot be canceled' });
        continue;
      }
      // 두 번 취소해도 한 번만: canceled_at 이 비어 있을 때만 적는다
      const updated = await this.deps.db
        .update(simulatorOrders)
        .set({ canceledAt: now })
        .where(and(eq(simulatorOrders.id, row.id), isNull(simulatorOrders.canceledAt)))
        .returning({ id: simulatorOrders.id });
      results.push(updated.length > 0 ? { orderId, ok: true, error: null } : { orderId, ok: false, error: 'This order cannot be canceled' });
    }
    return results;
  }

  async balance(): Promise<PanelBalance> {
    const sums = await this.deps.db
      .select({ serviceId: simulatorOrders.serviceId, quantity: sql<string>`sum(${simulatorOrders.quantity})` })
      .from(simulatorOrders)
      .where(isNull(simulatorOrders.canceledAt))
      .groupBy(simulatorOrders.serviceId);
    let spent = 0;
    for (const s of sums) spent += chargeUnits(s.serviceId, Number(s.quantity));
    return { balance: fromUnits(toUnits(SIMULATOR_START_BALANCE) - spent), currency: 'USD' };
  }

  private async findOrders(orderIds: string[]): Promise<Map<string, OrderRow>> {
    const ids = [...new Set(orderIds.filter((id) => /^\d{1,9}$/.test(id)).map(Number))];
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db.select().from(simulatorOrders).where(inArray(simulatorOrders.id, ids));
    return new Map(rows.map((r) => [String(r.id), r]));
  }

  private elapsedSeconds(from: Date, now: Date) {
    return (now.getTime() - from.getTime()) / 1000;
  }

  private stateOf(row: OrderRow, now: Date): PanelOrderState {
    const duration = this.deps.config.SIMULATOR_DURATION_SECONDS;
    const elapsed = this.elapsedSeconds(row.createdAt, now);
    const pendingEnd = duration * PENDING_SHARE;
    let status: PanelOrderStatus;
    let remains: number;
    if (row.canceledAt) {
      status = 'Canceled';
      remains = row.quantity;
    } else if (elapsed < pendingEnd) {
      status = 'Pending';
      remains = row.quantity;
    } else if (elapsed < duration) {
      // 보낼 양(quantity - partialRemains)을 남은 시간에 고르게 나눠 넣는다
      const share = (elapsed - pendingEnd) / (duration - pendingEnd);
      status = 'In progress';
      remains = row.quantity - Math.floor(share * (row.quantity - row.partialRemains));
    } else {
      status = row.partialRemains > 0 ? 'Partial' : 'Completed';
      remains = row.partialRemains;
    }
    const charge = row.canceledAt ? '0.00' : fromUnits(chargeUnits(row.serviceId, row.quantity));
    const raw = { charge, start_count: String(row.startCount), status, remains: String(remains), currency: 'USD' };
    return { orderId: String(row.id), status, startCount: row.startCount, remains, charge, currency: 'USD', raw };
  }
}

/** 요금 = 1,000개당 요율 × 수량 / 1000 */
function chargeUnits(serviceId: string, quantity: number): number {
  const rate = serviceOf(serviceId)?.rate ?? '0';
  return (toUnits(rate) * quantity) / 1000;
}
