'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { SectionHeading } from '@/components/layout/section-heading';
import { adminStandInsQuery } from '@/lib/api/admin-stand-ins';
import { Badge, Note } from '../admin-list-parts';

/**
 * 콘솔 홈의 어댑터 점검: 시험용으로 대신하는 어댑터(테스트 결제창, 발송함 …)와, 실제로 바꾸려면 채울 변수.
 * 운영에서 허용 변수(ALLOW_*)로 켠 것도 여기서 보인다. 모두 실제면 한 줄로 알린다
 */
export function StandInList() {
  const query = useQuery(adminStandInsQuery());
  const standIns = query.data?.items.filter((i) => i.standIn) ?? [];
  return (
    <section aria-label="시험용 어댑터">
      <SectionHeading as="h2">시험용 어댑터</SectionHeading>
      {query.isError ? (
        <Note role="alert">어댑터 점검을 불러오지 못했습니다.</Note>
      ) : !query.data ? (
        <Note>불러오는 중…</Note>
      ) : standIns.length === 0 ? (
        <Note>모든 어댑터가 실제 서비스에 연결되어 있습니다.</Note>
      ) : (
        <Items>
          {standIns.map((i) => (
            <li key={i.adapter}>
              <span>
                {i.label} <Badge data-tone="off">시험용</Badge>
                {query.data.production && <Badge>{i.optIn}=true 로 허용</Badge>}
              </span>
              <strong>{i.mode}</strong>
              <small>{i.notice}</small>
              {i.missing.length > 0 && <small>실제로 바꾸려면: {i.missing.join(', ')}</small>}
            </li>
          ))}
        </Items>
      )}
    </section>
  );
}

const Items = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  marginBottom: 24,
  li: { display: 'flex', flexDirection: 'column', gap: 2, padding: 12, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md },
  strong: { fontSize: theme.typography.size.sm },
  small: { color: theme.color.textMuted, fontSize: theme.typography.size.xs },
}));
