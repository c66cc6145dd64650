import { formatCount } from '../../lib/format';
import { SHORTFALL_STATUS_LABELS, type ServiceShortfall } from '../../lib/schemas/shortfalls';
import type { Db } from '../db/client';
import { REVIEW_NOTICE } from './shortfall-open.service';
import { listLatestShortfallsOfServices, type MemberShortfallRow } from './shortfalls.repository';
import { formatWon } from '../../lib/schemas/number-text';

const REFUND_TO_LABELS: Record<string, string> = { CARD: '결제 취소', POINT: '적립금', CASH: '계좌' };

/** 회원의 서비스 화면에 보이는 미진행 수량: 지금 실제로 어떻게 되었는지만 말한다 */
export function memberShortfallOf(s: MemberShortfallRow, serviceStatus: string): ServiceShortfall {
  const missing = `채우지 못한 ${formatCount(s.missing)}개`;
  const refundToLabel = s.refundTo ? (REFUND_TO_LABELS[s.refundTo] ?? null) : null;
  let statusLabel = SHORTFALL_STATUS_LABELS[s.status];
  let message: string;
  switch (s.status) {
    case 'REFUNDED':
      message = `${missing}는 ${formatWon(s.amount)}을 ${refundToLabel === '결제 취소' ? '결제 취소로' : `${refundToLabel ?? '적립금'}으로`} 환불해 드렸습니다.`;
      break;
    case 'RESENT':
      if (serviceStatus === 'COMPLETED') statusLabel = '재진행 완료';
      message = serviceStatus === 'COMPLETED' ? `${missing}를 다시 진행해 모두 채웠습니다.` : `${missing}를 다시 진행하고 있습니다.`;
      break;
    case 'REVIEW':
      message = `${missing}는 ${REVIEW_NOTICE}`;
      break;
    case 'CLOSED':
      message = `${missing}는 돌려드릴 결제 금액이 남아 있지 않습니다.`;
      break;
    default:
      message = s.action === 'RESEND' ? `${missing}를 다시 진행하려고 준비하고 있습니다.` : `${missing}를 결제 금액에 비례해 환불하고 있습니다.`;
  }
  return {
    ordered: s.ordered,
    delivered: s.delivered,
    missing: s.missing,
    status: s.status,
    statusLabel,
    refundAmount: s.status === 'REFUNDED' ? s.amount : null,
    refundToLabel: s.status === 'REFUNDED' ? refundToLabel : null,
    message,
  };
}

/** 서비스 여럿의 미진행 수량(없으면 없음) */
export async function memberShortfallsOf(db: Db, list: { id: number; status: string }[]): Promise<Map<number, ServiceShortfall>> {
  const rows = await listLatestShortfallsOfServices(db, list.map((s) => s.id));
  const out = new Map<number, ServiceShortfall>();
  for (const svc of list) {
    const row = rows.get(svc.id);
    if (row) out.set(svc.id, memberShortfallOf(row, svc.status));
  }
  return out;
}
