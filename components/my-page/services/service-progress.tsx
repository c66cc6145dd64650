'use client';

import styled from '@emotion/styled';
import { formatCount } from '@/lib/format';
import type { MyService } from '@/lib/schemas/services';

type Props = { service: Pick<MyService, 'productName' | 'progress' | 'startCount' | 'remains' | 'quantity' | 'days' | 'productKind'> };

/** 진행 막대: 주문 수량 중 채운 비율. 시작 수치와 남은 수량은 패널이 알려 준 값 */
export function ServiceProgress({ service: s }: Props) {
  return (
    <Wrap>
      <Bar role="progressbar" aria-label={`${s.productName} 진행률`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={s.progress}>
        <Fill style={{ width: `${s.progress}%` }} />
      </Bar>
      <Meta>
        <span>{s.progress}%</span>
        {s.startCount != null && <span>시작 수치 {formatCount(s.startCount)}</span>}
        {s.remains != null && <span>남은 수량 {formatCount(s.remains)}</span>}
      </Meta>
    </Wrap>
  );
}

const Wrap = styled.div({ display: 'flex', flexDirection: 'column', gap: 4 });
const Bar = styled.div(({ theme }) => ({ height: 8, borderRadius: 999, background: theme.palette.gray[100], overflow: 'hidden' }));
const Fill = styled.div(({ theme }) => ({ height: '100%', borderRadius: 999, background: theme.color.primary, transition: 'width 0.3s' }));
const Meta = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: '0 10px', fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
