'use client';

import styled from '@emotion/styled';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EditorHead, Note } from '@/components/admin/admin-list-parts';
import { formatSeoul } from '@/components/admin/seoul-time';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { adminMailKeys, adminMailQuery, resendAdminMail } from '@/lib/api/admin-mails';
import { adminNotificationKeys } from '@/lib/api/admin-notifications';
import { errorMessage } from '@/lib/schemas/errors';
import { MAIL_STATUS_LABELS, MAIL_TEMPLATE_LABELS, SECRET_LINK_MAIL_TEMPLATES } from '@/lib/schemas/member-info';

/**
 * 메일 한 통: 머리(받는 사람·제목·상태·보낸 기록)와 본문. 실패한 메일은 다시 보낼 수 있다.
 * 비밀 링크 메일(비밀번호 재설정·이메일 변경)은 본문의 링크가 숨겨져 오고, 다시 보낼 수 없다.
 */
export function AdminMailDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(adminMailQuery(id));
  const resend = useMutation({
    mutationFn: () => resendAdminMail(id),
    onSuccess: (mail) => {
      queryClient.setQueryData(adminMailKeys.detail(id), mail);
      void queryClient.invalidateQueries({ queryKey: adminMailKeys.all });
      // 발송함 목록의 상태(실패 → 대기)도 다시 읽는다
      void queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all });
    },
  });

  if (query.isPending) return <Note>불러오는 중…</Note>;
  if (query.error || !query.data) return <Note role="alert">메일을 불러오지 못했습니다.</Note>;
  const m = query.data;
  const secret = SECRET_LINK_MAIL_TEMPLATES.includes(m.template);
  return (
    <>
      <EditorHead title={m.subject} backHref="/admin/notifications" />
      <Meta>
        <dt>받는 사람</dt>
        <dd>{m.to}</dd>
        <dt>종류</dt>
        <dd>{MAIL_TEMPLATE_LABELS[m.template] ?? m.template}</dd>
        <dt>상태</dt>
        <dd>
          {MAIL_STATUS_LABELS[m.status]} (시도 {m.attempts}회)
        </dd>
        <dt>만든 시각</dt>
        <dd>{formatSeoul(m.createdAt)}</dd>
        {m.sentAt && (
          <>
            <dt>보낸 시각</dt>
            <dd>{formatSeoul(m.sentAt)}</dd>
          </>
        )}
        {m.transport && (
          <>
            <dt>보낸 방식</dt>
            <dd>
              {m.transport === 'smtp' ? 'SMTP' : '아웃박스'} {m.messageId}
            </dd>
          </>
        )}
        {m.lastError && (
          <>
            <dt>마지막 오류</dt>
            <dd>{m.lastError}</dd>
          </>
        )}
      </Meta>
      {m.status === 'FAILED' && secret && <Note>{errorMessage('MAIL_NOT_RESENDABLE')}</Note>}
      {m.status === 'FAILED' && !secret && (
        <Button type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
          다시 보내기
        </Button>
      )}
      {resend.error && <p role="alert">{serverErrorMessage(resend.error)}</p>}
      <Body aria-label="메일 본문">{m.text}</Body>
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
}));

const Body = styled.pre(({ theme }) => ({
  marginTop: 16,
  padding: 14,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontFamily: 'inherit',
  fontSize: theme.typography.size.sm,
}));
