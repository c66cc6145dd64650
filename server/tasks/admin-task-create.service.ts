import type { AdminTaskCreateBody, AdminTaskDetail } from '../../lib/schemas/admin-tasks';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';
import { normalizeTarget, type TargetKind } from '../../lib/schemas/targets';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './admin-tasks.repository';
import { insertTask, insertTaskEvent } from './tasks.repository';
import { panelLink } from '../panels/panel-link';
import { findPanelRecord, findPanelService } from '../panels/panels.repository';
import { refreshServiceStatus } from '../services/service-rollup';
import { getAdminTaskOrThrow } from './admin-tasks.service';

/**
 * 운영자가 직접 만드는 작업. 서비스가 있으면 회원·상품·대상을 거기서 가져오고,
 * 패널·패널 서비스는 요청 → 상품의 연결 순으로 정한다. 일꾼이 READY 로 보고 보낸다.
 */
export async function createAdminTask(deps: AppDeps, body: AdminTaskCreateBody, actor: AuditActor): Promise<AdminTaskDetail> {
  const db = deps.db;
  const service = body.serviceId ? await repo.findServiceForTask(db, body.serviceId) : null;
  if (body.serviceId && !service) throw fail('SERVICE_NOT_FOUND');
  if (service && body.memberId && body.memberId !== service.memberId) {
    throw fail('MEMBER_MISMATCH', { field: 'memberId', serviceMemberId: service.memberId });
  }
  const memberId = service?.memberId ?? body.memberId ?? null;
  if (body.memberId && !service && !(await repo.memberExists(db, body.memberId))) {
    throw fail('TASK_MEMBER_NOT_FOUND');
  }

  const productId = body.productId ?? service?.productId ?? null;
  const product = productId ? await repo.findProductForTask(db, productId) : null;
  if (productId && !product) throw fail('PRODUCT_NOT_FOUND');

  const panelId = body.panelId ?? product?.panelId ?? null;
  const panelServiceId = body.panelId ? (body.panelServiceId ?? null) : (product?.panelServiceId ?? null);
  if (!panelId || !panelServiceId) {
    throw fail('PRODUCT_NOT_MAPPED', {
      productId,
    });
  }
  const panel = await findPanelRecord(db, panelId);
  if (!panel) throw fail('PANEL_NOT_FOUND');

  // 동기화된 패널 서비스가 있으면 그 한도 안에서만(없으면 한도를 모르므로 패널이 판단한다)
  const panelService = await findPanelService(db, panelId, panelServiceId);
  if (panelService && !panelService.isAvailable) {
    throw fail('PANEL_SERVICE_UNAVAILABLE', { panelId, panelServiceId });
  }
  const min = panelService?.min ?? null;
  const max = panelService?.max ?? null;
  if ((min !== null && body.quantity < min) || (max !== null && body.quantity > max)) {
    throw fail('QUANTITY_OUT_OF_RANGE', { field: 'quantity', min, max }, { min: min ?? 1, max: max ?? '제한 없음' });
  }

  const targetKey = linkOf(body.targetKey ?? service?.targetKey, product);
  const productName = (service?.productName ?? product?.name ?? panelService?.name ?? `패널 서비스 ${panelServiceId}`).slice(0, 100);
  const now = deps.now();

  const id = await db.transaction(async (tx) => {
    // 운영자가 만든 작업은 고유 키(일일 날짜, 인스타터 주문 번호)가 없어 부딪히지 않는다
    const taskId = (await insertTask(tx, {
      kind: 'ORDER',
      source: 'ADMIN',
      serviceId: service?.id ?? null,
      memberId,
      productId,
      productName,
      panelId,
      panelServiceId,
      targetKey,
      quantity: body.quantity,
      runs: body.runs ?? null,
      interval: body.interval ?? null,
      status: TASK_STATUS.WAITING,
      phase: 'READY',
      nextAttemptAt: now,
      refillDays: product?.refillDays ?? null,
      createdByMemberId: actor.actorMemberId,
      memo: body.memo || null,
      createdAt: now,
      updatedAt: now,
    }))!;
    await insertTaskEvent(tx, {
      taskId,
      type: 'ADMIN',
      request: { action: 'create', ...body },
      message: '운영자가 작업을 만들었습니다.',
      actorMemberId: actor.actorMemberId,
      now,
    });
    await insertAuditLog(tx, { ...actor, kind: 'tasks.create', targetType: 'task', targetId: taskId, summary: `작업 #${taskId} 만들기: ${productName} ${body.quantity}개`, after: body });
    if (service) await refreshServiceStatus(deps, tx, service.id, now);
    return taskId;
  });
  return getAdminTaskOrThrow(deps, id);
}

/**
 * 작업에 적을 link(패널에 그대로 보낸다). 상품이 있으면 상품의 대상 규칙으로 정규화해
 * 스토어 주문과 같은 link(panelLink)로 바꾼다. 상품 없이 패널 서비스만 고른 작업은 입력한 link 그대로.
 */
function linkOf(raw: string | undefined, product: { targetKind: TargetKind } | null): string {
  if (!raw) throw fail('TASK_TARGET_REQUIRED', { field: 'targetKey' });
  if (!product) return raw;
  const target = normalizeTarget(product.targetKind, raw);
  if (!target.ok) throw fail('INVALID_TARGET', { field: 'targetKey' }, target.message);
  return panelLink(product.targetKind, target.targetKey);
}
