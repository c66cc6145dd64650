'use client';

import styled from '@emotion/styled';
import type { PublicStandIns } from '@/lib/schemas/stand-ins';
import { visuallyHidden } from '@/styles/theme';

/** 결제가 시험용이면 그 문장이 제목이다: 손님이 결제 전에 꼭 알아야 할 것이라 */
const FALLBACK_HEADLINE = '테스트 환경: 일부 기능이 실제로 동작하지 않습니다';

export function StandInNotice({ items }: { items: PublicStandIns['items'] }) {
  const payments = items.find((i) => i.adapter === 'payments');
  const others = items.filter((i) => i !== payments);
  return (
    <Bar aria-label="테스트 환경 안내" data-testid="stand-in-banner">
      <strong>{payments?.notice ?? FALLBACK_HEADLINE}</strong>
      {others.length > 0 && (
        <span>
          시험용: {others.map((i) => i.label).join(' · ')}
          <Hidden> — {others.map((i) => i.notice).join('. ')}.</Hidden>
        </span>
      )}
    </Bar>
  );
}

// 옅은 노랑 바탕(yellow 50) 위 짙은 호박색(yellow 900): 4.9:1 로 WCAG AA 를 넘는다(styles/theme.ts)
const Bar = styled.aside(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `8px ${theme.layout.gutter}px`,
  background: theme.palette.yellow[50],
  color: theme.palette.yellow[900],
  borderBottom: `1px solid ${theme.palette.yellow[300]}`,
  fontSize: theme.typography.size.xs,
  lineHeight: theme.typography.lineHeight,
  wordBreak: 'keep-all',
  strong: { fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.bold },
}));

const Hidden = styled.span(visuallyHidden);
