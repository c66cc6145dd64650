'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { adminMeQuery, operatorsQuery, useOperatorMutations } from '@/lib/api/admin-operators';
import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminRole } from '@/lib/schemas/members';
import type { Operator } from '@/lib/schemas/operators';
import { Confirm, ServerError } from '../admin-form-parts';
import { formatSeoul } from '../seoul-time';
import { OperatorAddForm } from './operator-add-form';

type Pending = { kind: 'role'; op: Operator; role: AdminRole } | { kind: 'revoke' | 'reset'; op: Operator };

const QUESTION = {
  role: (p: Extract<Pending, { kind: 'role' }>) => `${p.op.email}의 등급을 '${ADMIN_ROLE_LABELS[p.role]}'(으)로 바꿀까요?`,
  revoke: (op: Operator) => `${op.email}의 운영자 권한을 회수할까요? 열린 세션도 모두 종료됩니다.`,
  reset: (op: Operator) => `${op.email}의 2단계 인증을 초기화할까요? 다음 로그인 때 다시 등록해야 합니다.`,
};

/** /admin/operators — 운영자 목록, 추가, 등급 변경, 권한 회수, 2단계 인증 초기화(모두 확인을 한 번 더) */
export function OperatorList() {
  const list = useQuery(operatorsQuery());
  const myId = useQuery(adminMeQuery()).data?.memberId;
  const m = useOperatorMutations();
  const [pending, setPending] = useState<Pending | null>(null);
  const error = m.changeRole.error ?? m.revoke.error ?? m.resetMfa.error;

  const run = () => {
    if (!pending) return;
    if (pending.kind === 'role') m.changeRole.mutate({ memberId: pending.op.memberId, adminRole: pending.role });
    if (pending.kind === 'revoke') m.revoke.mutate(pending.op.memberId);
    if (pending.kind === 'reset') m.resetMfa.mutate(pending.op.memberId);
    setPending(null);
  };

  return (
    <Wrap>
      <h2>운영자 계정</h2>
      <OperatorAddForm />
      {list.error ? <ServerError role="alert">{serverErrorMessage(list.error)}</ServerError> : null}
      {error ? <ServerError role="alert">{serverErrorMessage(error)}</ServerError> : null}
      {pending && (
        <Confirm role="alertdialog" aria-labelledby="operator-confirm">
          <p id="operator-confirm">{pending.kind === 'role' ? QUESTION.role(pending) : QUESTION[pending.kind](pending.op)}</p>
          <div>
            <Button type="button" onClick={run}>
              확인
            </Button>{' '}
            <Button type="button" variant="secondary" onClick={() => setPending(null)} autoFocus>
              취소
            </Button>
          </div>
        </Confirm>
      )}
      {/* 좁은 화면에서는 표만 옆으로 밀리고 화면은 그대로: 키보드로도 밀 수 있게 초점을 받는다 */}
      <TableScroll tabIndex={0} role="region" aria-label="운영자 표">
      <Table>
        <caption>운영자 {list.data?.items.length ?? 0}명</caption>
        <thead>
          <tr>
            <th scope="col">계정</th>
            <th scope="col">등급</th>
            <th scope="col">2단계 인증</th>
            <th scope="col">마지막 로그인</th>
            <th scope="col">관리</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.items.map((op) => (
            <tr key={op.memberId}>
              <td>
                {op.email ?? '-'} {op.name ? `(${op.name})` : ''}
              </td>
              <td>
                <select
                  aria-label={`${op.email} 등급`}
                  value={op.adminRole}
                  disabled={op.memberId === myId}
                  onChange={(e) => setPending({ kind: 'role', op, role: e.target.value as AdminRole })}
                >
                  {ADMIN_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ADMIN_ROLE_LABELS[r]}
                    </option>
                  ))}
                </select>
              </td>
              <td>{op.mfaEnrolled ? '등록됨' : '미등록'}</td>
              <td>{op.lastSignInAt ? formatSeoul(op.lastSignInAt) : '-'}</td>
              <td>
                {op.memberId !== myId && (
                  <>
                    <Button type="button" variant="ghost" onClick={() => setPending({ kind: 'reset', op })} disabled={!op.mfaEnrolled}>
                      2단계 인증 초기화
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => setPending({ kind: 'revoke', op })}>
                      권한 회수
                    </Button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      </TableScroll>
    </Wrap>
  );
}

const Wrap = styled.section({ display: 'flex', flexDirection: 'column', gap: 16 });

const TableScroll = styled.div({ overflowX: 'auto' });

const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.typography.size.sm,
  caption: { textAlign: 'left', marginBottom: 8 },
  'th, td': { padding: '8px 6px', borderBottom: `1px solid ${theme.color.border}`, textAlign: 'left' },
  select: { minHeight: 44 },
}));
