'use client';

import styled from '@emotion/styled';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { useCart } from '@/hooks/use-cart';
import { useDeleteCartItems } from '@/lib/api/carts';
import { useCreateOrderFromCart } from '@/lib/api/checkout';
import { formatWon } from '@/lib/format';
import type { AddCartItem } from '@/lib/schemas/carts';
import { CartEmpty } from './cart-empty';
import { CartItemRow } from './cart-item-row';
import { useAddFromQuery } from './use-add-from-query';
import { useCartSelection } from './use-cart-selection';

export function CartView({ add }: { add: AddCartItem | null }) {
  const router = useRouter();
  const { error: addError, adding } = useAddFromQuery(add);
  const cart = useCart();
  const items = cart.data?.cartItemList ?? [];
  const selection = useCartSelection(items);
  const remove = useDeleteCartItems();
  const order = useCreateOrderFromCart();
  const [error, setError] = useState<string | null>(null);

  const onDelete = () => {
    setError(null);
    remove.mutate(selection.selectedIds, { onError: (e) => setError(e.message) });
  };
  const onOrder = () => {
    setError(null);
    order.mutate(selection.selectedIds, {
      onSuccess: (form) => router.push(`/checkout?purchaseId=${form.id}`),
      onError: (e) => setError(e.message),
    });
  };

  const alerts = [addError, error].filter(Boolean).map((m) => (
    <FieldError key={m} role="alert">
      {m}
    </FieldError>
  ));
  if (cart.isPending || adding) return <Title>장바구니</Title>;
  if (cart.isError) return <FieldError role="alert">{cart.error.message}</FieldError>;
  if (items.length === 0)
    return (
      <>
        <Title>장바구니</Title>
        {alerts}
        <CartEmpty />
      </>
    );

  return (
    <>
      <Title>장바구니</Title>
      {alerts}
      <Toolbar>
        <label>
          <input type="checkbox" checked={selection.allSelected} onChange={selection.toggleAll} />
          전체 선택 ({selection.selected.length}/{items.length})
        </label>
        <Button type="button" variant="ghost" disabled={selection.selected.length === 0 || remove.isPending} onClick={onDelete}>
          선택 삭제
        </Button>
      </Toolbar>
      <ul aria-label="장바구니 상품">
        {items.map((item) => (
          <CartItemRow key={item.id} item={item} selected={selection.isSelected(item.id)} onToggle={selection.toggle} />
        ))}
      </ul>
      <Summary>
        <span>선택 상품 금액</span>
        <strong data-testid="cart-selected-total">{formatWon(selection.total)}</strong>
      </Summary>
      <Button type="button" block disabled={selection.selected.length === 0 || order.isPending} onClick={onOrder}>
        선택 상품 주문하기
      </Button>
    </>
  );
}

const Title = styled.h1(({ theme }) => ({ fontSize: theme.typography.size.xxl, fontWeight: theme.typography.weight.bold, marginBottom: 12 }));

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: 8,
  borderBottom: `1px solid ${theme.palette.gray[300]}`,
  fontSize: theme.typography.size.sm,
  label: { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: theme.layout.tapTarget, cursor: 'pointer' },
  input: { width: 20, height: 20, margin: 0 },
}));

const Summary = styled.p(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: '20px 0 12px',
  strong: { fontSize: theme.typography.size.xl, color: theme.color.primary },
}));
