'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { FieldError } from '@/components/ui/field-message';
import { useUpdateCartItem } from '@/lib/api/carts';
import { formatWon } from '@/lib/format';
import { ACCOUNT_TYPE_LABELS } from '@/lib/schemas/catalogue-rules';
import type { CartItem } from '@/lib/schemas/carts';
import { QuantityStepper } from './quantity-stepper';

type Props = { item: CartItem; selected: boolean; onToggle: (id: number) => void };

export function CartItemRow({ item, selected, onToggle }: Props) {
  const update = useUpdateCartItem();
  const [error, setError] = useState<string | null>(null);

  const changeQuantity = (quantity: number) => {
    setError(null);
    // 서버가 상품의 최소·최대로 다시 검사한다: 거절되면 그 한국어 문구를 줄 아래에 보인다
    update.mutate({ id: item.id, patch: { quantity } }, { onError: (e) => setError(e.message) });
  };

  return (
    <Row aria-label={item.productName} data-unavailable={!item.available || undefined}>
      <Top>
        <CheckArea>
          <input
            type="checkbox"
            aria-label={`${item.productName} 선택`}
            checked={item.available && selected}
            disabled={!item.available}
            onChange={() => onToggle(item.id)}
          />
        </CheckArea>
        <Name>
          <Tag>{ACCOUNT_TYPE_LABELS[item.accountType]}</Tag>
          {item.productName}
          {!item.available && <Ended>판매 종료</Ended>}
        </Name>
      </Top>
      <Detail>
        <dt>주문 대상</dt>
        <dd>{item.targetKey}</dd>
        {item.productKind === 'DAILY' && (
          <>
            <dt>기간</dt>
            <dd>{item.days}일</dd>
          </>
        )}
      </Detail>
      <Bottom>
        <QuantityStepper
          label={`${item.productName} 수량`}
          value={item.quantity}
          disabled={!item.available || update.isPending}
          onCommit={changeQuantity}
        />
        <Price>{formatWon(item.total)}</Price>
      </Bottom>
      {error && <FieldError role="alert">{error}</FieldError>}
    </Row>
  );
}

const Row = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  padding: '16px 0',
  borderBottom: `1px solid ${theme.palette.gray[200]}`,
  '&[data-unavailable]': { color: theme.color.textMuted },
}));

const Top = styled.div({ display: 'flex', alignItems: 'flex-start', gap: 10, input: { width: 20, height: 20, margin: 0 } });

// 20px 상자 둘레로 44 x 44 를 누르는 칸으로: 음수 여백이라 줄의 배치는 상자 크기 그대로(위 2px 내림 포함)
const CheckArea = styled.label(({ theme }) => {
  const around = (theme.layout.tapTarget - 20) / 2;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: theme.layout.tapTarget,
    height: theme.layout.tapTarget,
    margin: `${2 - around}px ${-around}px ${-2 - around}px`,
    cursor: 'pointer',
  };
});

const Name = styled.p(({ theme }) => ({ flex: 1, fontWeight: theme.typography.weight.semibold, lineHeight: 1.4 }));

const Tag = styled.span(({ theme }) => ({
  marginRight: 6,
  padding: '1px 6px',
  borderRadius: theme.radius.sm,
  background: theme.palette.pink[50],
  color: theme.color.primary,
  fontSize: theme.typography.size.xs,
}));

const Ended = styled.span(({ theme }) => ({ marginLeft: 6, color: theme.color.danger, fontSize: theme.typography.size.xs }));

const Detail = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 12px',
  paddingLeft: 30,
  fontSize: theme.typography.size.sm,
  dt: { color: theme.color.textMuted },
  dd: { margin: 0, wordBreak: 'break-all' },
}));

const Bottom = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingLeft: 30 });

const Price = styled.strong(({ theme }) => ({ fontSize: theme.typography.size.md }));
