import { formatCount } from '../../lib/format';
import type { ShortfallAction, ShortfallStatus } from '../../lib/schemas/shortfalls';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { raiseAlert } from '../tasks/alerts.service';
import * as repo from './shortfalls.repository';
import { formatWon } from '../../lib/schemas/number-text';

/** 확인 모드의 문장: 운영자가 고를 때까지는 이것이 사실이다 */
export const REVIEW_NOTICE = '운영자가 확인한 뒤 다시 진행하거나 환불해 드립니다.';

/** 결제사 취소로 돌려줄 수 있는 결제 방법(그 밖은 적립금으로) */
const GATEWAY_METHODS = ['CARD', 'EASY_PAY'];

export type RefundRoute = 'CARD' | 'POINT';
/** 비례 환불이 실제로 가는 곳: 결제 수단을 골랐어도 카드·간편결제가 아니면 적립금 */
export function refundRouteOf(action: ShortfallAction, purchase: { method: string | null; paymentKey: string | null }): RefundRoute {
  return action === 'REFUND_PAYMENT' && purchase.method !== null && GATEWAY_METHODS.includes(purchase.method) && purchase.paymentKey ? 'CARD' : 'POINT';
}


/** 알림톡 "진행되지 않은 몫은 #{환불안내}" 에 들어갈 말: 실제로 일어날 일 그대로 */
export function restNoticeOf(s: { status: ShortfallStatus; action: ShortfallAction; amount: number; route: RefundRoute }): string {
  if (s.status === 'REVIEW') return REVIEW_NOTICE;
  if (s.action === 'RESEND') return '곧 다시 진행해 채워 드립니다.';
  const to = s.route === 'CARD' ? '결제 취소로' : '적립금으로';
  return `결제 금액에 비례해 ${formatWon(s.amount)}을 ${to} 환불해 드립니다.`;
}

export type OpenedShortfall = { id: number; first: boolean; notice: string };

/**
 * 서비스가 부분 완료·취소(패널)로 끝난 그 재계산 트랜잭션(tx, 서비스 행은 잠김)에서 부른다. 채우지 못한 몫을 한 줄로 적는다:
 * - 금액은 이 줄이 낸 돈(줄 금액 / 구매의 모든 줄 × 실제 결제 금액)의 빠진 비율, 이미 돌려준 것은 뺀다.
 * - 일일 상품과 한 번 다시 보냈는데도 모자란 서비스는 다시 보내지 않고 결제 수단으로 환불한다(끝없이 다시 보내지 않게).
 * - 확인 모드이거나 돌려줄 돈이 없으면(적립금만으로 산 구매) REVIEW 와 경보: 운영자가 고를 때까지 콘솔 첫 화면에 남는다.
 * 처리 중인 줄이 이미 있으면 아무것도 하지 않는다(null).
 */
export async function openShortfall(
  deps: Pick<AppDeps, 'config'>,
  tx: Db,
  p: { serviceId: number; ordered: number; delivered: number; now: Date },
): Promise<OpenedShortfall | null> {
  const missing = p.ordered - p.delivered;
  if (missing <= 0) return null;
  const facts = await repo.findShortfallFacts(tx, p.serviceId);
  if (!facts || facts.unsettled) return null;

  let action: ShortfallAction = facts.action;
  if (action === 'RESEND' && (facts.productKind === 'DAILY' || facts.resentBefore)) action = 'REFUND_PAYMENT';
  const share = facts.linesTotal > 0 ? Math.floor((facts.lineTotal * facts.paid) / facts.linesTotal) : 0;
  const amount = Math.max(0, Math.floor((share * missing) / p.ordered) - facts.refundedBefore);
  const nothingToRefund = action !== 'RESEND' && amount === 0;
  const status: ShortfallStatus = deps.config.SHORTFALL_REVIEW === 'manual' || nothingToRefund ? 'REVIEW' : 'OPEN';

  const row = await repo.insertShortfall(tx, {
    serviceId: p.serviceId,
    purchaseId: facts.purchaseId,
    memberId: facts.memberId,
    ordered: p.ordered,
    delivered: p.delivered,
    missing,
    action,
    status,
    amount,
    createdAt: p.now,
    updatedAt: p.now,
  });
  if (!row) return null;
  if (status === 'REVIEW') {
    await raiseAlert(tx, deps, {
      kind: 'SHORTFALL_REVIEW',
      subjectKey: `purchase:${facts.purchaseId}:shortfall:${row.id}`,
      message: `서비스 #${p.serviceId}: 주문 ${formatCount(p.ordered)}개 중 ${formatCount(p.delivered)}개만 채워졌습니다. 남은 ${formatCount(missing)}개를 환불하거나 다시 보내주세요.`,
      now: p.now,
    });
  }
  const route = refundRouteOf(action, facts);
  return { id: row.id, first: !facts.resentBefore && facts.refundedBefore === 0, notice: restNoticeOf({ status, action, amount, route }) };
}
