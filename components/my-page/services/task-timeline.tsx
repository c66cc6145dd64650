'use client';

import styled from '@emotion/styled';
import { formatSeoulDateTime } from '@/components/my-page/purchases/purchase-format';
import { formatCount } from '@/lib/format';
import { isDropRefill, REFILL_QUANTITY_LABEL, REFILL_SEMANTICS } from '@/lib/schemas/fulfilment';
import type { ServiceTaskView } from '@/lib/schemas/services';
import { Muted, Section } from '@/components/my-page/purchases/detail-parts';

/** 작업 흐름: 주문·일일·리필 작업이 만든 순서대로. 패널 정보는 api 가 싣지 않는다 */
export function TaskTimeline({ tasks }: { tasks: ServiceTaskView[] }) {
  return (
    <Section aria-labelledby="task-timeline">
      <h2 id="task-timeline">진행 내역</h2>
      {tasks.length === 0 ? (
        <Muted>곧 작업이 시작됩니다.</Muted>
      ) : (
        <List aria-label="작업 흐름">
          {tasks.map((t) => (
            <Step key={t.id} data-kind={t.kind}>
              <Head>
                <strong>{t.kindLabel}</strong>
                <span>{t.statusLabel}</span>
              </Head>
              <Meta>
                {isDropRefill(t) ? <span>{REFILL_QUANTITY_LABEL}</span> : <span>수량 {formatCount(t.quantity)}개</span>}
                {t.startCount != null && <span>시작 수치 {formatCount(t.startCount)}</span>}
                {t.remains != null && <span>남은 수량 {formatCount(t.remains)}</span>}
              </Meta>
              {/* 줄어든 것이 없었으면 '완료'만 보고는 무엇을 했는지 모른다 */}
              {isDropRefill(t) && <Note>{REFILL_SEMANTICS}</Note>}
              <Meta>
                <span>접수 {formatSeoulDateTime(t.createdAt)}</span>
                {t.sentAt && <span>시작 {formatSeoulDateTime(t.sentAt)}</span>}
                {t.finishedAt && <span>종료 {formatSeoulDateTime(t.finishedAt)}</span>}
              </Meta>
            </Step>
          ))}
        </List>
      )}
    </Section>
  );
}

const List = styled.ol({ display: 'flex', flexDirection: 'column' });

const Step = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '10px 0 10px 12px',
  borderLeft: `2px solid ${theme.palette.gray[300]}`,
  fontSize: theme.typography.size.sm,
  '&[data-kind="REFILL"]': { borderLeftColor: theme.color.primary },
}));

const Head = styled.div({ display: 'flex', justifyContent: 'space-between', gap: 8 });
const Meta = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: '0 10px', fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
const Note = styled.p(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
