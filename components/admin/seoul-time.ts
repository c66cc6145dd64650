/** 한국 시간은 서머타임이 없어 언제나 UTC+9 다: 시간대 데이터 없이 더하고 빼면 된다 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** datetime-local 값(한국 시각, 2026-01-01T09:00) → ISO 8601 (2026-01-01T09:00:00+09:00). 비우면 null */
export function seoulLocalToIso(local: string): string | null {
  if (!local) return null;
  const withSeconds = local.length === 16 ? `${local}:00` : local.slice(0, 19);
  return `${withSeconds}+09:00`;
}

/** 서버의 시각(ISO) → datetime-local 에 넣을 한국 시각 */
export function isoToSeoulLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

const display = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });

/** 목록에 보일 한국 시각 */
export function formatSeoul(iso: string | null | undefined): string {
  return iso ? display.format(new Date(iso)) : '';
}
