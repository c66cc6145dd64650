'use client';

import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { AuditLog } from '@/lib/schemas/audit-logs';
import { ADMIN_ROLE_LABELS } from '@/lib/schemas/members';
import { formatSeoul } from '../seoul-time';
import { ActorWords, kindWords, TargetWords } from './audit-words';

/** 등급 글자: 일정 작업이 한 일은 '시스템' */
export const actorRoleLabel = (role: AuditLog['actorRole']) => (role === 'SYSTEM' ? '시스템' : ADMIN_ROLE_LABELS[role]);

/** 이전·이후 값을 들여쓴 JSON 으로(없으면 '없음') */
const pretty = (v: unknown) => (v === null || v === undefined ? '없음' : JSON.stringify(v, null, 2));

/** 고른 기록 한 줄의 자세한 내용: 누가·언제·무엇을, 요청 번호, 이전 값과 이후 값을 나란히 */
export function AuditLogDetail({ log, onClose }: { log: AuditLog; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // 고르면 이 영역으로 초점을 옮긴다(표 아래에 나타나므로 화면 읽기 사용자가 찾아가지 않아도 되게)
  useEffect(() => heading.current?.focus(), [log.id]);
  return (
    <Panel aria-labelledby="audit-log-detail-title">
      <Head>
        <h3 id="audit-log-detail-title" ref={heading} tabIndex={-1}>
          기록 #{log.id} 자세히
        </h3>
        <Button type="button" variant="secondary" onClick={onClose}>
          닫기
        </Button>
      </Head>
      <Facts>
        <dt>일시</dt>
        <dd>
          <time dateTime={log.createdAt}>{formatSeoul(log.createdAt)}</time>
        </dd>
        <dt>운영자</dt>
        <dd>
          <ActorWords log={log} /> · {actorRoleLabel(log.actorRole)}
        </dd>
        <dt>종류</dt>
        <dd>
          {kindWords(log.kind)} <code>{log.kind}</code>
        </dd>
        <dt>대상</dt>
        <dd>
          <TargetWords log={log} />
        </dd>
        <dt>내용</dt>
        <dd>{log.summary}</dd>
        <dt>요청 번호</dt>
        <dd>{log.requestId ?? '없음'}</dd>
      </Facts>
      <Values>
        <figure>
          <figcaption>이전 값</figcaption>
          <pre>{pretty(log.before)}</pre>
        </figure>
        <figure>
          <figcaption>이후 값</figcaption>
          <pre>{pretty(log.after)}</pre>
        </figure>
      </Values>
    </Panel>
  );
}

const Panel = styled.section(({ theme }) => ({
  marginTop: 16,
  padding: 16,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
}));

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  marginBottom: 12,
  h3: { fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold },
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 12px',
  margin: 0,
  fontSize: theme.typography.size.sm,
  dt: { color: theme.color.textMuted },
  dd: { margin: 0, wordBreak: 'break-all' },
}));

const Values = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: 12,
  marginTop: 12,
  figure: { margin: 0 },
  figcaption: { marginBottom: 4, fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold },
  pre: {
    margin: 0,
    padding: 12,
    maxHeight: 360,
    overflow: 'auto',
    borderRadius: theme.radius.sm,
    background: theme.color.surface,
    fontSize: theme.typography.size.xs,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  },
}));
