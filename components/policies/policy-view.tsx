'use client';

import styled from '@emotion/styled';
import { PlainText } from '@/components/contents/plain-text';
import { formatDate } from '@/lib/format';
import { POLICY_LABELS, type PublicPolicy } from '@/lib/schemas/policies';

/** 정책 화면: 지금 판의 본문, 예고된 다음 판, 개인정보처리방침은 변경 이력(법이 요구하는 '이전 처리방침과 비교해 볼 수 있게') */
export function PolicyView({ policy }: { policy: PublicPolicy }) {
  const { current, upcoming, history } = policy;
  const label = POLICY_LABELS[policy.kind];
  return (
    <article>
      <Head>
        <Title>{label}</Title>
        <Meta>
          제{current.versionNumber}판 · 시행일 {formatDate(current.effectiveDate)}
        </Meta>
      </Head>
      {upcoming && (
        <Upcoming role="note">
          {formatDate(upcoming.effectiveDate)}부터 새 {label}(제{upcoming.versionNumber}판)이 시행됩니다: {upcoming.summary}
        </Upcoming>
      )}
      <PlainText text={current.content} />
      {policy.kind === 'PRIVACY' && (
        <History aria-labelledby="policy-history">
          <h2 id="policy-history">변경 이력</h2>
          <ol>
            {history.map((v) => (
              <li key={v.id}>
                <strong>제{v.versionNumber}판</strong> (시행 {formatDate(v.effectiveDate)}) {v.summary}
                {v.status === 'IN_EFFECT' && ' — 현재 시행 중'}
              </li>
            ))}
          </ol>
        </History>
      )}
    </article>
  );
}

const Head = styled.header(({ theme }) => ({ paddingBottom: 16, marginBottom: 20, borderBottom: `1px solid ${theme.color.border}` }));
const Title = styled.h1(({ theme }) => ({ margin: 0, fontSize: theme.typography.size.xl, fontWeight: theme.typography.weight.bold }));
const Meta = styled.p(({ theme }) => ({ margin: '8px 0 0', fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
const Upcoming = styled.p(({ theme }) => ({
  margin: '0 0 20px',
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.palette.gray[100],
  fontSize: theme.typography.size.sm,
}));
const History = styled.section(({ theme }) => ({
  marginTop: 32,
  paddingTop: 16,
  borderTop: `1px solid ${theme.color.border}`,
  h2: { margin: '0 0 8px', fontSize: theme.typography.size.md },
  ol: { margin: 0, paddingLeft: 20, fontSize: theme.typography.size.sm, lineHeight: 1.7 },
}));
