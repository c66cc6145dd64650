import type { AppDeps } from '../../lib/context';
import { panelClientFor } from '../../providers/fulfilment';
import { claimBalanceCheck, listActivePanels, recordCheckedBalance } from '../../panels/panels.repository';
import { raiseAlert } from '../../tasks/alerts.service';
import { panelSubject, resolveAlerts, resolveInactivePanelBalanceAlerts } from '../../tasks/alerts.repository';
import { compareDecimal } from './decimal';

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
    const subjectKey = panelSubject(panel.id);
    await deps.db.transaction(async (tx) => {
      await recordCheckedBalance(tx, { panelId: panel.id, balance, currency: answer.currency });
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
