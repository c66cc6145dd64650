'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminMemberQuery } from '@/lib/api/admin-members';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { isApiError } from '@/lib/api/http';
import { formatPhone, formatWon } from '@/lib/format';
import { MEMBER_STATUS_LABELS } from '@/lib/schemas/admin-members';
import { ADMIN_ROLE_LABELS, REGISTRATION_TYPE_LABELS } from '@/lib/schemas/members';
import { EditorHead, Note } from '../admin-list-parts';
import { Done } from '../admin-form-parts';
import { formatSeoul } from '../seoul-time';
import { MemberDialog } from './member-dialog';
import { MemberSections } from './member-sections';
import { PointAdjustForm } from './point-adjust-form';
import { PointLedger } from './point-ledger';
import { StatusChangeForm } from './status-change-form';

type Dialog = null | 'status' | 'points';

/** /admin/members/[id]: 프로필·상태·적립금과 각 칸. 상태 변경과 적립금은 대화상자에서(상담원 등급에는 버튼이 없다) */
export function AdminMemberDetailView({ id }: { id: number }) {
  const detail = useQuery(adminMemberQuery(id));
  const me = useQuery(adminMeQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  // 쓰기는 api 가 막는다. 화면은 등급을 아는 대로 버튼을 숨긴다(모를 때는 보이고, 누르면 api 가 403 을 알린다)
  const canWrite = me.data?.adminRole !== 'SUPPORT';

  if (detail.isPending) return <Note>불러오는 중…</Note>;
  if (detail.error) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return <Note role="alert">{missing ? '회원 정보를 찾을 수 없습니다.' : '회원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'}</Note>;
  }
  const m = detail.data.member;
  const stopped = m.status === 'STOP';
  const finish = (message: string) => {
    setDialog(null);
    setDone(message);
  };

  return (
    <>
      <EditorHead title={`${m.name ?? '(이름 없음)'} · 회원 #${m.id}`} backHref="/admin/members" />
      {done && <Done role="status">{done}</Done>}
      <Profile>
        <dt>상태</dt>
        <dd data-status={m.status}>
          {MEMBER_STATUS_LABELS[m.status]}
          {m.statusReason && ` · 사유: ${m.statusReason}`}
          {m.statusChangedAt && ` (${formatSeoul(m.statusChangedAt)})`}
        </dd>
        <dt>이메일</dt>
        <dd>{m.email ?? '-'}</dd>
        <dt>휴대폰</dt>
        <dd>{formatPhone(m.cellPhone)}</dd>
        <dt>로그인 방법</dt>
        <dd>{detail.data.signInMethods.map((s) => REGISTRATION_TYPE_LABELS[s.type]).join(', ')}</dd>
        <dt>가입일</dt>
        <dd>{formatSeoul(m.createdAt)}</dd>
        <dt>적립금</dt>
        <dd>{formatWon(m.point)}</dd>
        <dt>구매 합계</dt>
        <dd>
          {formatWon(m.purchaseTotal)} ({m.purchaseCount}건)
        </dd>
        <dt>마케팅 수신</dt>
        <dd>{m.agreeMarketing ? '동의' : '동의 안 함'}</dd>
        {m.adminRole && (
          <>
            <dt>운영자 등급</dt>
            <dd>{ADMIN_ROLE_LABELS[m.adminRole]}</dd>
          </>
        )}
      </Profile>
      {canWrite && m.status !== 'DELETED' && (
        <Actions>
          {(stopped || m.role !== 'ADMIN') && (
            <Button type="button" variant="secondary" onClick={() => setDialog('status')}>
              {stopped ? '정지 해제' : '이용 정지'}
            </Button>
          )}
          <Button type="button" onClick={() => setDialog('points')}>
            적립금 지급·차감
          </Button>
        </Actions>
      )}
      <MemberSections detail={detail.data} canOpenPurchases={canWrite} />
      <PointLedger memberId={m.id} />
      {dialog === 'status' && (
        <MemberDialog title={stopped ? '정지 해제' : '이용 정지'} onClose={() => setDialog(null)}>
          <StatusChangeForm memberId={m.id} to={stopped ? 'NORMAL' : 'STOP'} onDone={finish} onCancel={() => setDialog(null)} />
        </MemberDialog>
      )}
      {dialog === 'points' && (
        <MemberDialog title="적립금 지급·차감" onClose={() => setDialog(null)}>
          <PointAdjustForm memberId={m.id} balance={m.point} onDone={finish} onCancel={() => setDialog(null)} />
        </MemberDialog>
      )}
    </>
  );
}

const Profile = styled.dl(({ theme }) => ({
  display: 'grid',
  // 긴 이메일·주소가 360px 화면을 밀어내지 않게 값 칸은 0 까지 줄고 어디서든 줄을 바꾼다
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '8px 16px',
  padding: 16,
  dd: { margin: 0, overflowWrap: 'anywhere' },
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  fontSize: theme.typography.size.sm,
  dt: { color: theme.color.textMuted },
  'dd[data-status="STOP"]': { color: theme.color.danger, fontWeight: theme.typography.weight.semibold },
}));

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 });
