'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { formatWon } from '@/lib/format';
import { MEMBER_SORT_LABELS, MEMBER_STATUS_LABELS, type AdminMemberRow, type MemberSort, type SortOrder } from '@/lib/schemas/admin-members';
import { REGISTRATION_TYPE_LABELS } from '@/lib/schemas/members';
import { formatSeoul } from '../seoul-time';
import { formatPhone } from './member-format';

type Props = {
  rows: AdminMemberRow[];
  sort: MemberSort;
  order: SortOrder;
  onSort: (sort: MemberSort, order: SortOrder) => void;
};

/**
 * 회원 목록 표. 정렬할 수 있는 열의 머리는 버튼이고 aria-sort 로 지금 정렬을 알린다.
 * 임시: 공용 DataTable(components/admin/tables)이 들어오면 그것으로 바꾼다.
 */
export function MemberTable({ rows, sort, order, onSort }: Props) {
  const head = (key: MemberSort) => {
    const active = sort === key;
    // 같은 열을 다시 누르면 방향만 바꾼다. 새 열은 이름은 가나다순, 나머지는 큰 값부터
    const next: SortOrder = active ? (order === 'asc' ? 'desc' : 'asc') : key === 'name' ? 'asc' : 'desc';
    return (
      <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <SortButton type="button" onClick={() => onSort(key, next)}>
          {MEMBER_SORT_LABELS[key]}
          <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </SortButton>
      </th>
    );
  };
  return (
    <Scroll role="region" aria-label="회원 목록 표" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">회원 번호</th>
            {head('name')}
            <th scope="col">이메일</th>
            <th scope="col">휴대폰</th>
            <th scope="col">가입 방식</th>
            <th scope="col">상태</th>
            {head('point')}
            {head('purchaseTotal')}
            {head('createdAt')}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id}>
              <td>
                <Link href={`/admin/members/${m.id}`}>#{m.id}</Link>
              </td>
              <td>
                <Link href={`/admin/members/${m.id}`}>{m.name ?? '(이름 없음)'}</Link>
                {m.role === 'ADMIN' && <Tag>운영자</Tag>}
              </td>
              <td>{m.email ?? '-'}</td>
              <td>{formatPhone(m.cellPhone)}</td>
              <td>{REGISTRATION_TYPE_LABELS[m.registrationType]}</td>
              <td data-status={m.status}>{MEMBER_STATUS_LABELS[m.status]}</td>
              <Num>{formatWon(m.point)}</Num>
              <Num>
                {formatWon(m.purchaseTotal)} <Muted>({m.purchaseCount}건)</Muted>
              </Num>
              <td>
                <time dateTime={m.createdAt}>{formatSeoul(m.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** 좁은 화면에서는 표를 가로로 밀어 본다(키보드로도 스크롤되게 tabIndex) */
export const Scroll = styled.div(({ theme }) => ({
  overflowX: 'auto',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  '&:focus-visible': { outline: `2px solid ${theme.color.primary}`, outlineOffset: 2 },
}));

export const Table = styled.table(({ theme }) => ({
  width: '100%',
  minWidth: 880,
  borderCollapse: 'collapse',
  fontSize: theme.typography.size.sm,
  'th, td': { padding: '10px 12px', borderBottom: `1px solid ${theme.palette.gray[200]}`, textAlign: 'left', whiteSpace: 'nowrap' },
  th: { background: theme.color.surface, fontWeight: theme.typography.weight.semibold },
  'tbody tr:last-of-type td': { borderBottom: 0 },
  'td[data-status="STOP"]': { color: theme.color.danger, fontWeight: theme.typography.weight.semibold },
  a: { color: theme.color.text, textDecoration: 'underline' },
}));

const SortButton = styled.button(({ theme }) => ({
  minHeight: 44,
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.text,
  cursor: 'pointer',
}));

const Num = styled.td({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const Muted = styled.span(({ theme }) => ({ color: theme.color.textMuted }));
const Tag = styled.span(({ theme }) => ({
  marginLeft: 6,
  padding: '2px 6px',
  borderRadius: theme.radius.sm,
  background: theme.palette.blue[50],
  color: theme.palette.blue[900],
  fontSize: theme.typography.size.xs,
}));
