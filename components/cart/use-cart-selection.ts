'use client';

import { useMemo, useState } from 'react';
import type { CartItem } from '@/lib/schemas/carts';

/**
 * 고르지 않은 항목을 적어 둔다: 새로 담긴 항목은 처음부터 골라져 있고, 지워진 항목은 저절로 빠진다.
 * 판매 종료 항목은 언제나 빠진다(주문서로 넘길 수 없다).
 */
export function useCartSelection(items: CartItem[]) {
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const available = useMemo(() => items.filter((i) => i.available), [items]);
  const selected = useMemo(() => available.filter((i) => !unselected.has(i.id)), [available, unselected]);
  const allSelected = available.length > 0 && selected.length === available.length;

  const toggle = (id: number) =>
    setUnselected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setUnselected(allSelected ? new Set(available.map((i) => i.id)) : new Set());

  return {
    selected,
    selectedIds: selected.map((i) => i.id),
    isSelected: (id: number) => !unselected.has(id),
    allSelected,
    toggle,
    toggleAll,
    total: selected.reduce((sum, i) => sum + i.total, 0),
  };
}
