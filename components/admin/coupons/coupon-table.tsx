'use client';

import styled from '@emotion/styled';

/**
 * 쿠폰 화면의 간단한 표. 콘솔 공용 표(components/admin/tables)가 합쳐지면 그것으로 바꾼다.
 * 좁은 화면에서는 표가 가로로 밀린다(칸이 잘리지 않게).
 */
export const TableWrap = styled.div({ overflowX: 'auto', WebkitOverflowScrolling: 'touch' });

export const Table = styled.table(({ theme }) => ({
  width: '100%',
  minWidth: 720,
  borderCollapse: 'collapse',
  fontSize: theme.typography.size.sm,
  caption: { textAlign: 'left', padding: '0 0 8px', color: theme.color.textMuted },
  'th, td': { padding: '10px 8px', borderBottom: `1px solid ${theme.color.border}`, textAlign: 'left', verticalAlign: 'middle' },
  th: { fontWeight: theme.typography.weight.semibold, background: theme.color.surface, whiteSpace: 'nowrap' },
  'td[data-num], th[data-num]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  a: { color: theme.color.primary, fontWeight: theme.typography.weight.semibold, display: 'inline-flex', alignItems: 'center', minHeight: 44 },
}));
