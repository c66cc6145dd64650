import { TASK_STATUS, TASK_KIND_LABELS, taskStatusLabelOf } from '../../lib/schemas/fulfilment';
import type { ServiceShortfall } from '../../lib/schemas/shortfalls';
import {
  REVIEW_MIN_SERVICE_PRICE,
  SERVICE_STATUS_LABELS,
  type MyService,
  type MyServiceDetail,
  type MyServicePage,
  type MyServicesQuery,
  type ServiceCategories,
} from '../../lib/schemas/services';
import { normalizeTarget } from '../../lib/schemas/targets';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { isoOrNull, kstDayRange } from '../lib/time';
import * as repo from './services.repository';
import { updateReadyTasksTarget } from '../tasks/tasks.repository';
import { panelLink } from '../panels/panel-link';
import { refillDeadlineOf, refillRefusal } from './refills.service';
import { orderedQuantityOf, refreshServiceStatus } from './service-rollup';
import { offsetOf } from '../lib/paging';
import { memberShortfallsOf } from '../shortfalls/shortfall-views';


/**
 * 진행률: 채운 수량 / 주문 총량(일일 상품은 하루 수량 × 일수).
 * 채운 수량은 작업들의 (수량 − 남은 수량)이고, 서비스의 remains 에 주문 총량 − 채운 수량으로 적혀 있다(service-rollup.ts).
 */
function progressOf(s: repo.ServiceRow): number {
  const ordered = orderedQuantityOf(s);
  if (s.remains == null || ordered <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor(((ordered - s.remains) / ordered) * 100)));
}

export function toMyService(s: repo.ServiceRow, now: Date, shortfall: ServiceShortfall | null = null): MyService {
  const deadline = s.status === 'COMPLETED' ? refillDeadlineOf(s.completedAt, s.refillDays) : null;
  const refusal = refillRefusal(
    {
      isDone: s.status === 'COMPLETED',
      notDone: 'REFILL_NOT_COMPLETED',
      refillDays: s.refillDays,
      completedAt: s.completedAt,
      hasOpenRefill: s.hasOpenRefill,
      hasRefillableOrder: s.hasRefillableOrder,
    },
    now,
  );
  return {
    id: s.id,
    purchaseId: s.purchaseId,
    productName: s.productName,
    channel: { id: s.channelId, name: s.channelName },
    productType: { id: s.productTypeId, name: s.productTypeName },
    productKind: s.productKind,
    targetKind: s.targetKind,
    targetKey: s.targetKey,
    quantity: s.quantity,
    days: s.days,
    totalPrice: s.totalPrice,
    paidAmount: s.paidAmount,
    listPrice: s.listPrice,
    status: s.status,
    statusLabel: SERVICE_STATUS_LABELS[s.status],
    shortfall,
    startCount: s.startCount,
    remains: s.remains,
    progress: progressOf(s),
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    createdAt: s.createdAt.toISOString(),
    startedAt: isoOrNull(s.startedAt),
    completedAt: isoOrNull(s.completedAt),
    refillDays: s.refillDays,
    canRefill: refusal === null,
    refillDeadline: isoOrNull(deadline),
    hasOpenRefill: s.hasOpenRefill,
    canChangeAccount: s.status === 'WAITING' && !s.hasStartedTask,
    reviewable: s.status === 'COMPLETED' && s.totalPrice >= REVIEW_MIN_SERVICE_PRICE && !s.hasReview && s.purchasePaid,
  };
}

export async function listMyServices(db: Db, memberId: number, q: MyServicesQuery, now: Date): Promise<MyServicePage> {
  const { since, until } = kstDayRange(q.from, q.to);
  const { rows, total } = await repo.listServicesOfMember(db, {
    memberId,
    status: q.status,
    snsChannelId: q.snsChannelId,
    from: since,
    to: until,
    limit: q.size,
    offset: offsetOf(q),
  });
  const shortfalls = await memberShortfallsOf(db, rows);
  return { myServiceList: rows.map((r) => toMyService(r, now, shortfalls.get(r.id) ?? null)), page: q.page, size: q.size, total };
}

/** 서비스를 읽고 본인 것인지 본다. 남의 것이면 403 NOT_YOUR_RESOURCE */
export async function getOwnServiceOrThrow(db: Db, memberId: number, serviceId: number): Promise<repo.ServiceRow> {
  const row = await repo.findServiceById(db, serviceId);
  if (!row) throw fail('SERVICE_NOT_FOUND');
  if (row.memberId !== memberId) throw fail('SERVICE_OF_OTHER_MEMBER');
  return row;
}

export async function getMyServiceDetail(db: Db, memberId: number, serviceId: number, now: Date): Promise<MyServiceDetail> {
  const row = await getOwnServiceOrThrow(db, memberId, serviceId);
  const tasks = await repo.listTasksOfService(db, serviceId);
  const shortfall = (await memberShortfallsOf(db, [row])).get(row.id) ?? null;
  return {
    ...toMyService(row, now, shortfall),
    tasks: tasks.map((t) => ({
      id: t.id,
      kind: t.kind,
      kindLabel: TASK_KIND_LABELS[t.kind],
      parentTaskId: t.parentTaskId,
      status: t.status,
      // 패널이 덜 채우고 끝낸 작업은 '완료'가 아니라 '부분 완료'
      statusLabel: taskStatusLabelOf(t),
      quantity: t.quantity,
      startCount: t.startCount,
      remains: t.remains,
      createdAt: t.createdAt.toISOString(),
      sentAt: isoOrNull(t.sentAt),
      finishedAt: isoOrNull(t.finishedAt),
    })),
  };
}

export async function listMyServiceCategories(db: Db, memberId: number): Promise<ServiceCategories> {
  const rows = await repo.listServiceCategoriesOfMember(db, memberId);
  const channels = new Map<number, { id: number; name: string }>();
  for (const r of rows) channels.set(r.channelId, { id: r.channelId, name: r.channelName });
  return {
    channels: [...channels.values()],
    productTypes: rows.map((r) => ({ id: r.productTypeId, name: r.productTypeName, channelId: r.channelId })),
  };
}

/**
 * 대상 변경: 시작 전(WAITING 이고 모든 작업이 아직 READY)일 때만.
 * 서비스와 작업 행을 잠근 채 확인하고 바꾼다: 그 사이에 일꾼이 작업을 집어 가지 못한다.
 */
export async function changeMyServiceAccount(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  p: { memberId: number; serviceId: number; targetKey: string; now: Date },
): Promise<MyServiceDetail> {
  const { db } = deps;
  const row = await getOwnServiceOrThrow(db, p.memberId, p.serviceId);
  const target = normalizeTarget(row.targetKind, p.targetKey);
  if (!target.ok) throw fail('SERVICE_TARGET_INVALID', { field: 'targetKey' }, target.message);

  await db.transaction(async (tx) => {
    const svc = await repo.lockService(tx, p.serviceId);
    if (!svc) throw fail('SERVICE_NOT_FOUND');
    if (svc.status !== 'WAITING') {
      const started = svc.status === 'IN_PROGRESS' || svc.status === 'COMPLETED' || svc.status === 'PARTIAL';
      throw fail(started ? 'SERVICE_ALREADY_STARTED' : 'SERVICE_NOT_CHANGEABLE', { status: svc.status });
    }
    const taskRows = await repo.lockTasksOfService(tx, p.serviceId);
    if (taskRows.some((t) => t.phase !== 'READY' || t.status !== TASK_STATUS.WAITING)) {
      throw fail('SERVICE_ALREADY_STARTED', { status: svc.status });
    }
    if (svc.targetKey === target.targetKey) return;
    if (!(await repo.updateServiceTarget(tx, { serviceId: p.serviceId, targetKey: target.targetKey, now: p.now }))) {
      throw fail('SERVICE_ALREADY_STARTED');
    }
    // 작업에는 패널에 보낼 link 를 적는다(jobs/fulfilment/create-tasks.ts 와 같은 panelLink).
    // 계정이 대상인 일일 상품의 그날 작업은 옛 계정의 게시물 주소라 지우고 새 계정으로 다시 찾게 한다
    await updateReadyTasksTarget(tx, {
      serviceId: p.serviceId,
      link: panelLink(row.targetKind, target.targetKey),
      resolveDailyAgain: row.productKind === 'DAILY' && row.targetKind === 'INSTAGRAM_USERNAME',
      now: p.now,
    });
    await refreshServiceStatus(deps, tx, p.serviceId, p.now);
  });
  return getMyServiceDetail(db, p.memberId, p.serviceId, p.now);
}
