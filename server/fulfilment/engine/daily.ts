import { resolveDailyTarget, type DailyTarget } from '../../instagram/daily-target';
import type { AppDeps } from '../../lib/context';
import { kstDate, kstHour } from '../../lib/kst';
import { refreshServiceStatus } from '../service-rollup';
import { raiseAlert } from './alerts';
import { insertTaskWithAlert, taskForService } from './create-tasks';
import {
  findProductsForTasks,
  insertDailySkip,
  listDailyServicesDue,
  listEndedDailyServices,
  lockServiceAndCheckRun,
} from './services.repository';

const BATCH = 50;
/** 23:00~24:00(KST)에는 그날 작업을 만들지 않는다(DOMAIN.md) */
const LAST_RUN_HOUR = 23;

/**
 * 2. 일일 상품: 기간 안의 서비스마다 하루 한 작업. 그날 대상을 찾지 못하면 daily_run_skips 에 한 번 적고 작업은 만들지 않는다.
 * 대상 조회(인스타그램)는 트랜잭션 밖에서 하고, 넣을 때 서비스 줄을 잠가 다시 확인한다.
 */
export async function runDailyServices(deps: AppDeps, now: Date): Promise<{ created: number; skipped: number }> {
  const today = kstDate(now);
  const result = { created: 0, skipped: 0 };
  if (kstHour(now) < LAST_RUN_HOUR) {
    const due = await listDailyServicesDue(deps.db, { today, limit: BATCH });
    const productsById = await findProductsForTasks(deps.db, [...new Set(due.map((s) => s.productId))]);
    for (const svc of due) {
      const product = productsById.get(svc.productId);
      let target: DailyTarget;
      try {
        target = product
          ? await resolveDailyTarget(deps, { targetKind: product.targetKind, targetKey: svc.targetKey, runDate: today })
          : { ok: false, reason: '상품을 찾을 수 없습니다.' };
      } catch (err) {
        // 인스타그램이 답하지 않았다: 그날을 건너뛰지 않고 다음 바퀴에 다시 묻는다
        deps.logger.warn({ err, serviceId: svc.id }, 'daily target lookup failed');
        continue;
      }
      await deps.db.transaction(async (tx) => {
        if (await lockServiceAndCheckRun(tx, { serviceId: svc.id, today })) return;
        if (!target.ok) {
          const rows = await insertDailySkip(tx, { serviceId: svc.id, runDate: today, reason: target.reason, now });
          if (rows.length === 0) return;
          result.skipped += 1;
          await raiseAlert(tx, deps, {
            kind: 'DAILY_TARGET_UNRESOLVED',
            subjectKey: `service:${svc.id}:${today}`,
            message: `일일 서비스 #${svc.id} (${svc.productName}) ${today} 대상을 찾지 못해 건너뜁니다: ${target.reason}`,
            now,
          });
          return;
        }
        const task = taskForService(svc, product, { kind: 'DAILY', link: target.link, runDate: today, now });
        if (await insertTaskWithAlert(tx, deps, task, now)) {
          result.created += 1;
          await refreshServiceStatus(tx, svc.id, now);
        }
      });
    }
  }
  // 마지막 날이 지난 서비스는 작업이 바뀌지 않아도 여기서 마무리한다(모든 작업이 끝났으면 완료·부분 완료·실패)
  for (const serviceId of await listEndedDailyServices(deps.db, { today, limit: BATCH })) {
    await deps.db.transaction((tx) => refreshServiceStatus(tx, serviceId, now));
  }
  return result;
}
