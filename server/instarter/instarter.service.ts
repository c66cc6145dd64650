import { TASK_STATUS, TASK_KIND_LABELS, TASK_STATUS_LABELS } from '../../lib/schemas/fulfilment';
import {
  InstarterOrderInputSchema,
  type AdminInstarterOrder,
  type InstarterImportResult,
  type InstarterOrderView,
  type InstarterTaskView,
  type RefillResult,
} from '../../lib/schemas/services';
import { errorMessage } from '../../lib/schemas/errors';
import { normalizeTarget } from '../../lib/schemas/targets';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { Db } from '../db/client';
import { ApiError, fail } from '../lib/errors';
import { findPanelRecord } from '../panels/panels.repository';
import { isRefillableOrderTask } from '../services/refills.repository';
import { insertInstarterOrderTask } from '../tasks/tasks.repository';
import * as repo from './instarter.repository';
import { panelLink } from '../panels/panel-link';
import { instarterRefillState, refillDeadlineOf, refillRefusal, requestTaskRefill } from '../services/refills.service';
import { isoOrNull } from '../lib/time';
import { offsetOf } from '../lib/paging';

type OrderInput = ReturnType<typeof InstarterOrderInputSchema.parse>;

/**
 * 공개 조회의 시도 제한: 주문번호·작업 번호와 연락처를 맞혀 보는 것을 막는다.
 * 맞지 않은 시도(404)만 센다. 한 주문(작업)에 대해서는 적게, 한 주소에서는 조금 넉넉하게.
 */
export const INSTARTER_LOOKUP_LIMITS = { windowSeconds: 15 * 60, perSubject: 5, perAddress: 20 } as const;

type Caller = { address: string; now: Date };

async function guardLookup<T>(db: Db, subject: string, caller: Caller, run: () => Promise<T>): Promise<T> {
  const since = new Date(caller.now.getTime() - INSTARTER_LOOKUP_LIMITS.windowSeconds * 1000);
  const { bySubject, byAddress } = await repo.countInstarterLookupFailures(db, { subject, address: caller.address, since });
  if (bySubject >= INSTARTER_LOOKUP_LIMITS.perSubject || byAddress >= INSTARTER_LOOKUP_LIMITS.perAddress) {
    throw fail('TOO_MANY_LOOKUPS', { retryAfterSeconds: INSTARTER_LOOKUP_LIMITS.windowSeconds });
  }
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      await repo.recordInstarterLookupFailure(db, { subject, address: caller.address, now: caller.now });
    }
    throw err;
  }
}

function toTaskView(
  t: repo.InstarterTaskRow,
  order: repo.InstarterTaskRow,
  p: { hasOpenRefill: boolean; hasRefillableOrder: boolean },
  now: Date,
): InstarterTaskView {
  const isOrder = t.kind !== 'REFILL';
  const hasOpenRefill = p.hasOpenRefill;
  // 스토어 서비스와 같은 판단(refill.service.ts): 다 채운 주문만, 기간 안, 열린 재충전 없음, 패널이 재충전할 수 있음
  const state = instarterRefillState(t, p);
  const deadline = isOrder && state.isDone ? refillDeadlineOf(t.finishedAt, t.refillDays) : null;
  return {
    taskHistoryId: t.id,
    externalOrderNo: order.externalOrderNo ?? '',
    kind: t.kind,
    kindLabel: TASK_KIND_LABELS[t.kind],
    parentTaskHistoryId: t.parentTaskId,
    productName: t.productName,
    targetKey: t.targetKey,
    quantity: t.quantity,
    status: t.status,
    statusLabel: TASK_STATUS_LABELS[t.status],
    startCount: t.startCount,
    remains: t.remains,
    createdAt: t.createdAt.toISOString(),
    sentAt: isoOrNull(t.sentAt),
    finishedAt: isoOrNull(t.finishedAt),
    refillDays: isOrder ? (t.refillDays ?? 0) : 0,
    canRefill: isOrder && refillRefusal(state, now) === null,
    refillDeadline: isoOrNull(deadline),
    hasOpenRefill: isOrder && hasOpenRefill,
  };
}

/** 원래 주문 작업을 찾고 연락처를 맞춘다. 재충전 작업 id 로 와도 원래 주문으로 거슬러 간다.
 * 주문이 없을 때와 연락처가 틀릴 때 같은 404: 남의 주문번호가 있는지 알 수 없게 */
async function orderOfTaskOrThrow(db: Db, taskId: number, cellPhone: string) {
  const task = await repo.findInstarterTask(db, taskId);
  if (!task || task.buyerCellPhone !== cellPhone) throw fail('INSTARTER_ORDER_NOT_FOUND');
  const order = task.kind === 'REFILL' && task.parentTaskId ? await repo.findInstarterTask(db, task.parentTaskId) : task;
  if (!order || order.buyerCellPhone !== cellPhone) throw fail('INSTARTER_ORDER_NOT_FOUND');
  return { task, order };
}

async function viewsOfOrder(db: Db, order: repo.InstarterTaskRow, now: Date) {
  const rows = await repo.listInstarterTasksOfOrder(db, order.id);
  const hasOpenRefill = rows.some((r) => r.kind === 'REFILL' && (r.status === TASK_STATUS.WAITING || r.status === TASK_STATUS.IN_PROGRESS));
  const hasRefillableOrder = await isRefillableOrderTask(db, order.id);
  return rows.map((r) => toTaskView(r, order, { hasOpenRefill, hasRefillableOrder }, now));
}

export function lookupInstarterOrder(db: Db, p: { orderNo: string; cellPhone: string } & Caller): Promise<InstarterOrderView> {
  return guardLookup(db, `order:${p.orderNo}`, p, async () => {
    const order = await repo.findInstarterOrderTask(db, p.orderNo);
    if (!order || order.buyerCellPhone !== p.cellPhone) throw fail('INSTARTER_ORDER_NOT_FOUND');
    return { orderNo: p.orderNo, taskList: await viewsOfOrder(db, order, p.now) };
  });
}

export function getInstarterTask(db: Db, p: { taskId: number; cellPhone: string } & Caller): Promise<InstarterTaskView> {
  return guardLookup(db, `task:${p.taskId}`, p, async () => {
    const { task, order } = await orderOfTaskOrThrow(db, p.taskId, p.cellPhone);
    const views = await viewsOfOrder(db, order, p.now);
    const view = views.find((v) => v.taskHistoryId === task.id);
    if (!view) throw fail('INSTARTER_ORDER_NOT_FOUND');
    return view;
  });
}

/** 인스타터 재충전: 스토어 서비스와 같은 규칙(refill.service.ts) */
export function requestInstarterRefill(db: Db, p: { taskId: number; cellPhone: string } & Caller): Promise<RefillResult> {
  return guardLookup(db, `task:${p.taskId}`, p, async () => {
    const { order } = await orderOfTaskOrThrow(db, p.taskId, p.cellPhone);
    return requestTaskRefill(db, {
      taskId: order.id,
      now: p.now,
      authorize: (t) => {
        if (t.buyerCellPhone !== p.cellPhone) throw fail('INSTARTER_ORDER_NOT_FOUND');
      },
    });
  });
}

/**
 * 운영자 가져오기: 주문마다 상품의 패널·재충전 기간으로 작업을 만든다. 같은 주문번호는 건너뛰고 알린다.
 * 만든 작업들과 작업 기록은 한 트랜잭션: 중간에 실패하면 반쯤 가져온 채로 남지 않는다. 하나도 만들지 않았으면 기록도 없다.
 */
export async function importInstarterOrders(db: Db, actor: AuditActor, p: { orders: OrderInput[]; now: Date }): Promise<InstarterImportResult> {
  return db.transaction(async (tx) => {
    const result = await importEach(tx, actor, p);
    if (result.created.length > 0) {
      await insertAuditLog(tx, {
        ...actor,
        kind: 'instarter.import',
        targetType: 'task',
        targetId: null,
        summary: `인스타터 주문 가져오기: ${result.created.length}건 만듦, ${result.skipped.length}건 건너뜀`,
        after: result,
      });
    }
    return result;
  });
}

async function importEach(db: Db, actor: AuditActor, p: { orders: OrderInput[]; now: Date }): Promise<InstarterImportResult> {
  const result: InstarterImportResult = { created: [], skipped: [] };
  const panelExists = new Map<number, boolean>();
  for (const o of p.orders) {
    const skip = (reason: string) => result.skipped.push({ externalOrderNo: o.externalOrderNo, reason });
    const product = await repo.findProductForInstarter(db, o.productId);
    if (!product || product.deletedAt) {
      skip(errorMessage('PRODUCT_NOT_FOUND'));
      continue;
    }
    const target = normalizeTarget(product.targetKind, o.targetKey);
    if (!target.ok) {
      skip(target.message);
      continue;
    }
    if (o.quantity < product.minQuantity || o.quantity > product.maxQuantity) {
      skip(`수량은 ${product.minQuantity}~${product.maxQuantity} 사이여야 합니다.`);
      continue;
    }
    // 지워진 패널을 가리키는 상품이면 패널 없이 만든다: 운영자가 작업 내역에서 보고 다시 보낸다
    if (product.panelId != null && !panelExists.has(product.panelId)) {
      panelExists.set(product.panelId, (await findPanelRecord(db, product.panelId)) !== null);
    }
    const panelId = product.panelId != null && panelExists.get(product.panelId) ? product.panelId : null;
    const id = await insertInstarterOrderTask(db, {
      externalOrderNo: o.externalOrderNo,
      buyerName: o.buyerName,
      buyerCellPhone: o.buyerCellPhone,
      product: { ...product, panelId },
      // 작업에는 패널에 보낼 link 를 적는다(스토어 주문과 같은 panelLink)
      targetKey: panelLink(product.targetKind, target.targetKey),
      quantity: o.quantity,
      createdByMemberId: actor.actorMemberId,
      now: p.now,
    });
    if (id === null) skip('이미 가져온 주문번호입니다.');
    else result.created.push({ externalOrderNo: o.externalOrderNo, taskHistoryId: id });
  }
  return result;
}

export async function listAdminInstarterOrders(db: Db, q: { page: number; size: number; q?: string }) {
  const { rows, total } = await repo.listInstarterOrders(db, { q: q.q || undefined, limit: q.size, offset: offsetOf(q) });
  const items: AdminInstarterOrder[] = rows.map((r) => ({
    taskHistoryId: r.id,
    externalOrderNo: r.externalOrderNo ?? '',
    buyerName: r.buyerName,
    buyerCellPhone: r.buyerCellPhone,
    productId: r.productId,
    productName: r.productName,
    targetKey: r.targetKey,
    quantity: r.quantity,
    status: r.status,
    statusLabel: TASK_STATUS_LABELS[r.status],
    refillDays: r.refillDays,
    createdAt: r.createdAt.toISOString(),
    finishedAt: isoOrNull(r.finishedAt),
  }));
  return { items, page: q.page, size: q.size, total };
}
