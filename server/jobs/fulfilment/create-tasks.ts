import type { AppDeps } from '../../lib/context';
import { panelLink } from '../../panels/panel-link';
import { raiseAlert } from '../../tasks/alerts.service';
import { taskSubject } from '../../tasks/alerts.repository';
import { claimWaitingSingleServices, findProductsForTasks, type ProductMapping, type ServiceForTask } from '../../services/service-runs.repository';
import { serviceIdsWithTasks } from '../../tasks/task-queue.repository';
import { insertTask, insertTaskEvent, type NewTask } from '../../tasks/tasks.repository';
import type { Db } from '../../db/client';
import { TASK_STATUS } from '../../../lib/schemas/fulfilment';

const BATCH = 50;
export const NO_PANEL_MESSAGE = '상품에 연결된 패널 서비스가 없어 보낼 수 없습니다. 상품의 패널 연결을 확인해주세요.';

/** 서비스 하나의 작업 한 줄. 패널 연결이 없는 상품이면 운영자에게 넘긴 채로 만든다 */
export function taskForService(
  svc: ServiceForTask,
  product: ProductMapping | undefined,
  p: { kind: 'ORDER' | 'DAILY'; link: string; runDate?: string; now: Date },
): NewTask {
  const mapped = Boolean(product?.panelId && product.panelServiceId);
  return {
    kind: p.kind,
    source: 'STORE',
    serviceId: svc.id,
    memberId: svc.memberId,
    productId: svc.productId,
    productName: svc.productName,
    panelId: product?.panelId ?? null,
    panelServiceId: product?.panelServiceId ?? null,
    targetKey: p.link.slice(0, 300),
    quantity: svc.quantity,
    runDate: p.runDate ?? null,
    refillDays: svc.refillDays,
    status: TASK_STATUS.WAITING,
    phase: 'READY',
    nextAttemptAt: p.now,
    needsAttention: !mapped,
    lastError: mapped ? null : NO_PANEL_MESSAGE,
    createdAt: p.now,
    updatedAt: p.now,
  };
}

/** 작업을 넣고, 운영자에게 넘긴 작업이면 경보도 같은 트랜잭션에서 연다. 이미 있으면(유일 색인) null */
export async function insertTaskWithAlert(tx: Db, deps: AppDeps, task: NewTask, now: Date) {
  const id = await insertTask(tx, task);
  if (id === null) return null;
  if (task.needsAttention) {
    await insertTaskEvent(tx, { taskId: id, type: 'ERROR', message: task.lastError, now });
    await raiseAlert(tx, deps, {
      kind: 'TASK_NEEDS_ATTENTION',
      subjectKey: taskSubject(id),
      message: `작업 #${id} (${task.productName}): ${task.lastError}`,
      now,
    });
  }
  return id;
}

/** 만들기 단계가 새 묶음을 잡는 시간. 넘기면 남은 서비스는 다음 바퀴로(일꾼은 쉬지 않고 다시 돈다) */
export const CREATE_BUDGET_MS = 5_000;

/**
 * 1. 결제된 단건 서비스마다 주문 작업 하나. 묶음(BATCH)이 꽉 차면 시간(budgetMs)이 남는 동안 다음 묶음을 잡는다:
 * 결제가 몰려도 한 바퀴에 50건에서 멈추지 않는다. 묶음마다 따로 커밋한다.
 */
export async function createOrderTasks(deps: AppDeps, clock: () => Date, budgetMs = CREATE_BUDGET_MS): Promise<{ created: number; more: boolean }> {
  const deadline = performance.now() + budgetMs;
  let created = 0;
  for (;;) {
    const batch = await createOrderTaskBatch(deps, clock());
    created += batch.created;
    if (batch.claimed < BATCH) return { created, more: false };
    if (performance.now() >= deadline) return { created, more: true };
  }
}

/** 묶음 하나. 잠근 서비스를 다시 확인하므로 두 일꾼이 함께 돌아도 하나만 생긴다 */
async function createOrderTaskBatch(deps: AppDeps, now: Date): Promise<{ claimed: number; created: number }> {
  return deps.db.transaction(async (tx) => {
    const claimed = await claimWaitingSingleServices(tx, { limit: BATCH });
    if (claimed.length === 0) return { claimed: 0, created: 0 };
    const taken = await serviceIdsWithTasks(
      tx,
      claimed.map((s) => s.id),
    );
    const todo = claimed.filter((s) => !taken.has(s.id));
    const productsById = await findProductsForTasks(tx, [...new Set(todo.map((s) => s.productId))]);
    let created = 0;
    for (const svc of todo) {
      const product = productsById.get(svc.productId);
      const link = product ? panelLink(product.targetKind, svc.targetKey) : svc.targetKey;
      if (await insertTaskWithAlert(tx, deps, taskForService(svc, product, { kind: 'ORDER', link, now }), now)) created += 1;
    }
    return { claimed: claimed.length, created };
  });
}
