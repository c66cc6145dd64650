import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { panels } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { panelClientFor } from '../../providers/fulfilment';
import { listActivePanels } from '../../panels/panels.repository';
import { raiseAlert, resolveAlerts, resolveInactivePanelBalanceAlerts } from '../../tasks/alerts';
import { compareDecimal } from './decimal';

/** 패널 잔액은 10분에 한 번만 묻는다 */
export const BALANCE_CHECK_MS = 10 * 60 * 1000;

/** 조건부 갱신으로 이번 확인을 맡는다: 여러 일꾼 중 하나만 패널에 묻는다 */
async function claimBalanceCheck(db: Db, p: { panelId: number; now: Date }) {
  const rows = await db
    .update(panels)
    .set({ balanceCheckedAt: p.now })
    .where(
      and(
        eq(panels.id, p.panelId),
        or(isNull(panels.balanceCheckedAt), lt(panels.balanceCheckedAt, new Date(p.now.getTime() - BALANCE_CHECK_MS))),
      ),
    )
    .returning({ id: panels.id });
  return rows.length === 1;
}

/** 6. 켜진 패널마다 잔액을 적고, 기준 아래면 LOW_BALANCE 경보, 회복되면 닫는다. 꺼 둔 패널의 경보도 닫는다 */
export async function checkPanelBalances(deps: AppDeps, now: Date): Promise<number> {
  await resolveInactivePanelBalanceAlerts(deps.db, now);
  let checked = 0;
  for (const panel of await listActivePanels(deps.db)) {
    if (!(await claimBalanceCheck(deps.db, { panelId: panel.id, now }))) continue;
    let answer: { balance: string; currency: string | null };
    try {
      answer = await panelClientFor(deps, panel).balance();
    } catch (err) {
      deps.logger.warn({ err, panelId: panel.id }, 'panel balance check failed');
      continue;
    }
    checked += 1;
    const balance = String(answer.balance);
    const below = panel.lowBalanceThreshold ? compareDecimal(balance, panel.lowBalanceThreshold) === -1 : false;
    const subjectKey = `panel:${panel.id}`;
    await deps.db.transaction(async (tx) => {
      await tx
        .update(panels)
        .set({ balance: balance.slice(0, 32), currency: answer.currency?.slice(0, 8) ?? null })
        .where(eq(panels.id, panel.id));
      if (below) {
        const currency = answer.currency ? ` ${answer.currency}` : '';
        await raiseAlert(tx, deps, {
          kind: 'LOW_BALANCE',
          subjectKey,
          message: `패널 "${panel.name}" 잔액이 ${balance}${currency} 로 기준(${panel.lowBalanceThreshold}${currency}) 아래입니다. 충전해주세요.`,
          now,
        });
      } else {
        await resolveAlerts(tx, { kind: 'LOW_BALANCE', subjectKeys: [subjectKey], now });
      }
    });
  }
  return checked;
}
