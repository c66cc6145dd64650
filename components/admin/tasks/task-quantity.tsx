'use client';

import styled from '@emotion/styled';
import { formatCount } from '@/lib/format';
import { isDropRefill, REFILL_QUANTITY_SHORT, REFILL_SEMANTICS, type TaskKind } from '@/lib/schemas/fulfilment';

/**
 * 작업의 수량 칸. 패널 리필은 수량 0 으로 적히지만 "0개를 보냈다"가 아니라 "줄어든 만큼을 패널이 재어 채운다"이다:
 * 0 으로 보이면 실패나 빈 작업으로 읽힌다
 */
export function taskQuantityText(t: { kind: TaskKind; quantity: number }, unit = '개'): string {
  return isDropRefill(t) ? REFILL_QUANTITY_SHORT : `${formatCount(t.quantity)}${unit}`;
}

/** 상세의 수량 칸: 짧은 말과 그 뜻 */
export function RefillQuantity() {
  return (
    <>
      {REFILL_QUANTITY_SHORT}
      <Explain>{REFILL_SEMANTICS}</Explain>
    </>
  );
}

const Explain = styled.span(({ theme }) => ({ display: 'block', fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
