import { errorMessage } from '../../../lib/schemas/errors';
import { resolveDailyTarget, type DailyTarget } from '../../instagram/daily-target';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { addDays, kstDate, kstHour } from '../../lib/time';
import { refreshServiceStatus } from '../../services/service-rollup';
import { raiseAlert } from '../../tasks/alerts.service';
import { insertTaskWithAlert, taskForService } from './create-tasks';
import {
  findProductsForTasks,
  insertDailySkip,
  listDailyServicesDue,
  listEndedDailyServices,
  listMissedDailyRuns,
  lockServiceAndCheckRun,
  upsertDailyCheck,
} from '../../services/service-runs.repository';

const BATCH = 50;
/** 23:00~24:00(KST)에는 그날 작업을 만들지 않는다(docs/domain.md, Catalogue). 23시가 되면 그날은 끝난 날이다 */
export const LAST_RUN_HOUR = 23;
/** 오늘 새 게시물이 아직 없으면 이만큼 뒤에 다시 본다 */
export const NO_POST_RECHECK_MS = 20 * 60 * 1000;
/** 인스타그램 조회가 실패하면 1분, 2분, 4분 ... 최대 30분 뒤에 다시 */
const LOOKUP_BACKOFF_BASE_MS = 60 * 1000;
const LOOKUP_BACKOFF_MAX_MS = 30 * 60 * 1000;
export const lookupBackoffMs = (failures: number) => Math.min(LOOKUP_BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1), LOOKUP_BACKOFF_MAX_MS);

/** 그날 작업을 만들지 못한 채 날이 끝났을 때, 확인 기록이 없으면(일꾼이 멈춰 있었다) 적는 사유 */
export const MISSED_DAY_REASON = '그날 작업을 만들지 못한 채 하루가 끝났습니다(일꾼이 멈춰 있었거나 대상 확인이 끝나지 않았습니다).';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** 그날을 건너뜀으로 적고 경보를 연다. 이미 적혀 있으면 아무것도 하지 않는다 */
async function recordSkip(tx: Db, deps: AppDeps, p: { serviceId: number; productName: string; runDate: string; reason: string; now: Date }) {
  const rows = await insertDailySkip(tx, { serviceId: p.serviceId, runDate: p.runDate, reason: p.reason, now: p.now });
  if (rows.length === 0) return false;
  await raiseAlert(tx, deps, {
    kind: 'DAILY_TARGET_UNRESOLVED',
    subjectKey: `service:${p.serviceId}:${p.runDate}`,
    message: `일일 서비스 #${p.serviceId} (${p.productName}) ${p.runDate} 대상을 찾지 못해 건너뜁니다: ${p.reason}`,
    now: p.now,
  });
  return true;
}

/**
 * 2. 일일 상품: 기간 안의 서비스마다 하루 한 작업.
 * - 대상 조회(인스타그램)는 트랜잭션 밖에서 하고, 넣을 때 서비스 줄을 잠가 다시 확인한다(환불로 취소됐으면 만들지 않는다).
 * - 오늘 새 게시물이 아직 없으면 "아직": 20분 뒤에 다시 본다. 조회가 실패하면 간격을 늘려 다시 본다(daily_run_checks).
 *   그동안 이 서비스는 목록 앞자리를 차지하지 않는다.
 * - 없는 계정·비공개처럼 그날 더 물어도 소용없으면 바로 건너뜀으로 적는다.
 * - 그날이 끝나면(23:00 KST, 또는 일꾼이 멈춰 있었으면 다음에 돌 때) 작업이 없는 날을 마지막 사유와 함께 건너뜀으로 적는다.
 * 조회가 오래 걸릴 수 있어 시계는 clock() 으로 그때그때 읽는다: 23시가 넘었거나 날이 바뀌었으면 그날 작업을 더 만들지 않는다.
 */
export async function runDailyServices(deps: AppDeps, clock: () => Date): Promise<{ created: number; skipped: number }> {
  const started = clock();
  const today = kstDate(started);
  const result = { created: 0, skipped: 0 };
  if (kstHour(started) < LAST_RUN_HOUR) {
    const due = await listDailyServicesDue(deps.db, { today, now: started, limit: BATCH });
    const productsById = await findProductsForTasks(deps.db, [...new Set(due.map((s) => s.productId))]);
    for (const svc of due) {
      const product = productsById.get(svc.productId);
      let target: DailyTarget;
      try {
        target = product
          ? await resolveDailyTarget(deps, { targetKind: product.targetKind, targetKey: svc.targetKey, runDate: today })
          : { ok: false, reason: errorMessage('PRODUCT_NOT_FOUND'), later: false };
      } catch (err) {
        // 인스타그램이 답하지 않았다: 그날을 건너뛰지 않고 간격을 늘려 다시 묻는다
        deps.logger.warn({ err, serviceId: svc.id }, 'daily target lookup failed');
        const now = clock();
        await upsertDailyCheck(deps.db, {
          serviceId: svc.id,
          runDate: today,
          reason: `인스타그램 조회에 실패했습니다: ${errorText(err)}`,
          failed: true,
          now,
          next: (failures) => new Date(now.getTime() + lookupBackoffMs(failures)),
        });
        continue;
      }
      const now = clock();
      // 조회하는 사이에 23시가 넘었거나 날이 바뀌었다: 그날 몫은 끝난 날 정리에 맡긴다
      if (kstDate(now) !== today || kstHour(now) >= LAST_RUN_HOUR) break;
      await deps.db.transaction(async (tx) => {
        if (await lockServiceAndCheckRun(tx, { serviceId: svc.id, today })) return;
        if (!target.ok && target.later) {
          await upsertDailyCheck(tx, {
            serviceId: svc.id,
            runDate: today,
            reason: target.reason,
            failed: false,
            now,
            next: () => new Date(now.getTime() + NO_POST_RECHECK_MS),
          });
          return;
        }
        if (!target.ok) {
          if (await recordSkip(tx, deps, { serviceId: svc.id, productName: svc.productName, runDate: today, reason: target.reason, now })) {
            result.skipped += 1;
          }
          return;
        }
        const task = taskForService(svc, product, { kind: 'DAILY', link: target.link, runDate: today, now });
        if (await insertTaskWithAlert(tx, deps, task, now)) {
          result.created += 1;
          await refreshServiceStatus(deps, tx, svc.id, now);
        }
      });
    }
  }
  result.skipped += await recordMissedDays(deps, clock());
  // 마지막 날이 지난 서비스는 작업이 바뀌지 않아도 여기서 마무리한다(모든 작업이 끝났으면 완료·부분 완료·실패)
  const now = clock();
  for (const serviceId of await listEndedDailyServices(deps.db, { today: kstDate(now), limit: BATCH })) {
    await deps.db.transaction((tx) => refreshServiceStatus(deps, tx, serviceId, now));
  }
  return result;
}

/** 끝난 날(23시가 지났으면 오늘까지, 아니면 어제까지) 중 작업도 건너뜀도 없는 날을 건너뜀으로 적는다 */
async function recordMissedDays(deps: AppDeps, now: Date): Promise<number> {
  const today = kstDate(now);
  const lastDay = kstHour(now) >= LAST_RUN_HOUR ? today : addDays(today, -1);
  let recorded = 0;
  for (const missed of await listMissedDailyRuns(deps.db, { lastDay, limit: BATCH })) {
    await deps.db.transaction(async (tx) => {
      if (await lockServiceAndCheckRun(tx, { serviceId: missed.serviceId, today: missed.runDate })) return;
      const reason = missed.lastReason ?? MISSED_DAY_REASON;
      if (await recordSkip(tx, deps, { serviceId: missed.serviceId, productName: missed.productName, runDate: missed.runDate, reason, now })) recorded += 1;
    });
  }
  return recorded;
}
