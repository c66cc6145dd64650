'use client';

import styled from '@emotion/styled';
import { visuallyHidden } from '@/styles/theme';
import type { ReactNode } from 'react';
import { parseSort, type SortOrder } from '@/lib/schemas/list-query';
import { Cards } from '../admin-list-parts';
import { useWideScreen } from './use-wide-screen';

export type DataColumn<T> = {
  /** 열 이름이자 정렬할 때 api 에 보내는 sort 값 */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** api 가 이 열로 정렬할 수 있으면 true: 머리가 버튼이 된다 */
  sortable?: boolean;
  /** 처음 누를 때의 방향(날짜·금액은 대개 desc) */
  firstOrder?: SortOrder;
  /** 숫자·금액은 오른쪽 정렬 */
  align?: 'start' | 'end';
  /** 너비 힌트(px 또는 CSS 길이) */
  width?: number | string;
};

type Props<T> = {
  /** 표의 이름(화면 읽기 프로그램이 읽는 caption, 카드 목록의 이름) */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** 지금 정렬: 주소의 sort 값('-createdAt'). 주소에 없으면 목록의 기본 순서를 넘긴다 */
  sort?: string;
  onSort?: (field: string, firstOrder: SortOrder) => void;
  /** 1024px 아래에서 한 줄을 카드로. 없으면 좁은 화면에서도 표를 가로로 밀어 본다 */
  renderCard?: (row: T) => ReactNode;
};

/**
 * 콘솔의 표: 정렬할 수 있는 열의 머리는 버튼(aria-sort 로 방향을 알린다), 좁은 화면에서는 카드 목록.
 * 불러오는 중·빈 목록은 ListState 가, 건수·내보내기는 TableToolbar 가, 쪽은 Pager 가 맡는다.
 */
export function DataTable<T>({ label, columns, rows, rowKey, sort: sortValue, onSort, renderCard }: Props<T>) {
  const wide = useWideScreen();
  const sort = parseSort(sortValue);
  if (!wide && renderCard) {
    return <Cards aria-label={label}>{rows.map((row) => renderCard(row))}</Cards>;
  }
  return (
    <Scroll>
      <Table>
        <caption>{label}</caption>
        <thead>
          <tr>
            {columns.map((col) => {
              const active = sort?.field === col.key;
              const ariaSort = !col.sortable ? undefined : active && sort ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
              return (
                <th key={col.key} scope="col" aria-sort={ariaSort} data-align={col.align} style={col.width ? { width: col.width } : undefined}>
                  {col.sortable && onSort ? (
                    <SortButton type="button" onClick={() => onSort(col.key, col.firstOrder ?? 'asc')}>
                      {col.header}
                      <Arrow aria-hidden="true">{active && sort ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}</Arrow>
                    </SortButton>
                  ) : (
                    col.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((col) => (
                <td key={col.key} data-align={col.align}>
                  {col.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** 좁은 화면에서 넘치는 표는 가로로 민다(키보드로도 밀 수 있게 초점을 받는다) */
const Scroll = styled.div(({ theme }) => ({
  overflowX: 'auto',
  border: `1px solid ${theme.palette.gray[200]}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
}));

const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.typography.size.sm,
  caption: visuallyHidden,
  'th, td': {
    padding: '10px 12px',
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `1px solid ${theme.palette.gray[200]}`,
  },
  th: {
    background: theme.color.surface,
    color: theme.color.textMuted,
    fontWeight: theme.typography.weight.semibold,
    whiteSpace: 'nowrap',
  },
  '[data-align="end"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  'tbody tr:hover': { background: theme.color.surface },
  'tbody tr:last-of-type td': { borderBottom: 0 },
  'td a': { color: theme.color.text, textDecoration: 'underline', textUnderlineOffset: 2 },
}));

const SortButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: theme.layout.tapTarget,
  margin: '-10px -8px',
  padding: '0 8px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  borderRadius: theme.radius.sm,
  '&:hover': { background: theme.palette.gray[200] },
}));

const Arrow = styled.span({ fontSize: 10 });
