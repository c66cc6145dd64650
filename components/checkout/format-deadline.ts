const seoul = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 입금 기한은 서울 시각으로: 2026년 11월 23일 23:59 */
export function formatDeadline(iso: string): string {
  const parts = seoul.formatToParts(new Date(iso));
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pick('year')}년 ${pick('month').replace('월', '')}월 ${pick('day')}일 ${pick('hour')}:${pick('minute')}`;
}
