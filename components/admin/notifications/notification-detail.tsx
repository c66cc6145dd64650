'use client';

import styled from '@emotion/styled';
import { tallTarget } from '@/styles/theme';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { EditorHead, Note } from '@/components/admin/admin-list-parts';
import { formatSeoul } from '@/components/admin/seoul-time';
import { isApiError } from '@/lib/api/http';
import { adminNotificationQuery } from '@/lib/api/admin-notifications';
import { formatPhone } from '@/lib/format';
import { MAIL_STATUS_LABELS } from '@/lib/schemas/member-info';
import { NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_STATUS_LABELS } from '@/lib/schemas/notifications';

const PROVIDER_LABELS: Record<string, string> = { solapi: 'SOLAPI', outbox: '아웃박스(보내지 않고 기록만)', mail: '메일 발송함' };

/**
 * 알림 한 건: 누구에게·어느 경로로·어떤 상태인지와 보낸(보낼) 본문 그대로.
 * 메일 알림은 보내기를 메일 발송함이 맡으므로 그 메일의 상태와 메일 상세로 가는 길을 함께 둔다.
 */
export function AdminNotificationDetail({ id }: { id: number }) {
  const query = useQuery(adminNotificationQuery(id));

  if (query.isPending) return <Note>불러오는 중…</Note>;
  if (query.error || !query.data) {
    const missing = isApiError(query.error) && query.error.code === 'NOTIFICATION_NOT_FOUND';
    return <Note role="alert">{missing ? '알림을 찾을 수 없습니다.' : '알림을 불러오지 못했습니다.'}</Note>;
  }
  const n = query.data;
  return (
    <>
      <EditorHead title={n.title} backHref="/admin/notifications" />
      <Meta>
        <dt>경로</dt>
        <dd>{NOTIFICATION_CHANNEL_LABELS[n.channel]}</dd>
        <dt>받는 사람</dt>
        <dd>{n.recipientPhone ? formatPhone(n.recipientPhone) : '회원의 메일 주소(메일 상세에서 확인)'}</dd>
        <dt>회원</dt>
        <dd>
          <Link href={`/admin/members/${n.memberId}`}>{`회원 #${n.memberId}`}</Link>
        </dd>
        <dt>종류</dt>
        <dd>
          {n.title} ({n.templateCode}){n.marketing && ' · 광고성'}
        </dd>
        <dt>상태</dt>
        <dd>
          {NOTIFICATION_STATUS_LABELS[n.status]} (시도 {n.attempts}회)
        </dd>
        {n.mailId !== null && (
          <>
            <dt>메일</dt>
            <dd>
              <Link href={`/admin/mails/${n.mailId}`}>{`메일 #${n.mailId}`}</Link>
              {n.mailStatus && ` · ${MAIL_STATUS_LABELS[n.mailStatus]}`}
            </dd>
          </>
        )}
        <dt>만든 시각</dt>
        <dd>{formatSeoul(n.createdAt)}</dd>
        {n.sentAt && (
          <>
            <dt>보낸 시각</dt>
            <dd>{formatSeoul(n.sentAt)}</dd>
          </>
        )}
        {n.status === 'QUEUED' && (
          <>
            <dt>다음 시도</dt>
            <dd>{formatSeoul(n.nextAttemptAt)}</dd>
          </>
        )}
        {n.provider && (
          <>
            <dt>보낸 곳</dt>
            <dd>
              {PROVIDER_LABELS[n.provider] ?? n.provider}
              {n.providerMessageId && ` ${n.providerMessageId}`}
            </dd>
          </>
        )}
        {n.lastError && (
          <>
            <dt>{n.status === 'FELL_BACK' ? '대체 까닭' : n.status === 'CANCELLED' ? '취소 까닭' : '마지막 오류'}</dt>
            <dd>{n.lastError}</dd>
          </>
        )}
        <dt>사건</dt>
        <dd>{n.eventKey}</dd>
      </Meta>
      <section aria-labelledby="notification-text">
        <BodyHeading id="notification-text">보낸 본문</BodyHeading>
        <Body>{n.text}</Body>
      </section>
    </>
  );
}

const Meta = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '6px 12px',
  marginBottom: 16,
  fontSize: theme.typography.size.sm,
  dt: { color: theme.color.textMuted },
  dd: { margin: 0, wordBreak: 'break-all' },
  // 회원 #1 같은 짧은 링크도 누르는 칸 44px, 줄 높이(21px)는 그대로
  a: {
    display: 'inline-block',
    ...tallTarget(21),
    color: theme.color.text,
    textDecoration: 'underline',
    textUnderlineOffset: 2,
  },
}));

const BodyHeading = styled.h3(({ theme }) => ({ marginBottom: 8, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold }));

const Body = styled.pre(({ theme }) => ({
  padding: 14,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontFamily: 'inherit',
  fontSize: theme.typography.size.sm,
}));
