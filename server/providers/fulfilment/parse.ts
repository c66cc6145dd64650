/**
 * 패널 API v2 응답을 너그럽게 읽는 도구. 패널마다 id 를 문자열·숫자로, 돈을 문자열로,
 * 상태 이름을 대소문자·철자(Cancelled)를 달리 준다.
 */
import { PANEL_ORDER_STATUSES, type PanelOrderStatus } from '../../../lib/schemas/fulfilment';
import { PANEL_FAILURE_STATUSES, type PanelFailureStatus } from './types';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** id: 문자열이나 정수. 비었으면 null */
export function idOf(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(Math.trunc(v));
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return null;
}

/** 수량: "3572", 3572, "3572.0" → 3572. 읽을 수 없으면 null */
export function intOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** 돈: 십진수 문자열 그대로. 숫자로 오면 문자열로 바꾼다(부동소수 계산은 하지 않는다) */
export function moneyOf(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return v.trim();
  return null;
}

/** true, 1, "1", "true", "yes" */
export function boolOf(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1;
  if (typeof v === 'string') return ['1', 'true', 'yes'].includes(v.trim().toLowerCase());
  return false;
}

export function textOf(v: unknown): string | null {
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

const STATUS_ALIASES: Record<string, PanelOrderStatus | PanelFailureStatus> = {
  ...Object.fromEntries([...PANEL_ORDER_STATUSES, ...PANEL_FAILURE_STATUSES].map((s) => [s.toLowerCase().replace(/[\s_-]/g, ''), s])),
  cancelled: 'Canceled',
  canceld: 'Canceled',
  complete: 'Completed',
  partiallycompleted: 'Partial',
  fail: 'Failed',
  refund: 'Refunded',
};

/** 'In Progress' → 'In progress', 'Cancelled' → 'Canceled', 'Fail' → 'Failed'. 모르는 이름이면 null */
export function statusOf(v: unknown): PanelOrderStatus | PanelFailureStatus | null {
  if (typeof v !== 'string') return null;
  return STATUS_ALIASES[v.trim().toLowerCase().replace(/[\s_-]/g, '')] ?? null;
}

/** 패널의 {"error": "..."} 이면 그 문장 */
export function panelErrorOf(v: unknown): string | null {
  if (!isObject(v) || v.error === undefined || v.error === null || v.error === false) return null;
  return typeof v.error === 'string' ? v.error : JSON.stringify(v.error);
}
