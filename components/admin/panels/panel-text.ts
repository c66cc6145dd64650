import type { AdminPanel } from '@/lib/schemas/panels';
import { formatCount } from '@/lib/format';

/** '100.84 USD', 아직 묻지 않았으면 '확인 전'. 경보 기준 아래면 표시를 붙인다 */
export function balanceText(p: Pick<AdminPanel, 'balance' | 'currency' | 'lowBalanceThreshold'>): string {
  if (p.balance === null) return '확인 전';
  const low = p.lowBalanceThreshold !== null && Number(p.balance) < Number(p.lowBalanceThreshold);
  return `${p.balance}${p.currency ? ` ${p.currency}` : ''}${low ? ' (경보 기준 미만)' : ''}`;
}

/** 1,000개당 요율과 수량 한도 */
export function serviceTerms(s: { rate: string | null; min: number | null; max: number | null }): string {
  const range = `${s.min == null ? '?' : formatCount(s.min)}~${s.max == null ? '?' : formatCount(s.max)}개`;
  return `1,000개당 ${s.rate ?? '?'} · ${range}`;
}
