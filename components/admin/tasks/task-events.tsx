'use client';

import styled from '@emotion/styled';
import { Section } from '@/components/my-page/purchases/detail-parts';
import type { TaskEvent } from '@/lib/schemas/admin-tasks';
import { formatSeoul } from '../seoul-time';

const EVENT_LABELS: Record<string, string> = {
  SEND: '주문 전송',
  STATUS: '상태 조회',
  REFILL: '리필 요청',
  REFILL_STATUS: '리필 조회',
  CANCEL: '취소 요청',
  ERROR: '오류',
  ADMIN: '운영자 조치',
  SKIP: '건너뜀',
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** 작업 타임라인: 패널에 보낸 요청과 받은 답을 그대로(JSON), 운영자 조치는 누가 했는지와 함께 */
export function TaskEvents({ events }: { events: TaskEvent[] }) {
  return (
    <Section aria-labelledby="task-events">
      <h2 id="task-events">처리 이력</h2>
      {events.length === 0 ? (
        <p>아직 이력이 없습니다.</p>
      ) : (
        <Timeline>
          {events.map((e) => (
            <li key={e.id}>
              <Head>
                <strong>{EVENT_LABELS[e.type] ?? e.type}</strong>
                <time dateTime={e.createdAt}>{formatSeoul(e.createdAt)}</time>
              </Head>
              {e.message && <p>{e.message}</p>}
              {e.actorMemberId !== null && <Small>처리자 {e.actorEmail ?? `#${e.actorMemberId}`}</Small>}
              {e.request && (
                <details>
                  <summary>요청</summary>
                  <Json>{pretty(e.request)}</Json>
                </details>
              )}
              {e.response !== null && e.response !== undefined && (
                <details open>
                  <summary>패널 응답</summary>
                  <Json aria-label="패널 응답">{pretty(e.response)}</Json>
                </details>
              )}
            </li>
          ))}
        </Timeline>
      )}
    </Section>
  );
}

const Timeline = styled.ol(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  paddingLeft: 12,
  borderLeft: `2px solid ${theme.color.border}`,
  fontSize: theme.typography.size.sm,
  li: { display: 'flex', flexDirection: 'column', gap: 4 },
  // 펼치기 줄도 누르는 칸 44px. display 는 list-item 그대로 두어야 펼침 삼각형이 남는다
  summary: { display: 'list-item', lineHeight: `${theme.layout.tapTarget}px`, cursor: 'pointer', color: theme.color.textMuted },
}));
const Head = styled.div({ display: 'flex', justifyContent: 'space-between', gap: 8 });
const Small = styled.span(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.typography.size.xs }));
const Json = styled.pre(({ theme }) => ({
  margin: '4px 0 0',
  padding: 8,
  overflowX: 'auto',
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  fontSize: theme.typography.size.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
}));
