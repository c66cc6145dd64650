'use client';

import styled from '@emotion/styled';
import { lazy, Suspense, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useFocusAfterRender } from '@/hooks/use-focus-after-render';
import { checkQuantity, quotePrice } from '@/lib/schemas/catalogue-rules';
import type { Product } from '@/lib/schemas/catalogue';
import { normalizeTarget, TARGET_RULES } from '@/lib/schemas/targets';
import { BuyBar } from './buy-bar';
import { DaysSelect } from './days-select';
import { DiscountTiers, PriceSummary } from './price-summary';
import { useOrderActions } from './use-order-actions';

// 게시물 주소 상품에서만 싣는다: 다른 상품 화면의 첫 JS 에는 axios·쿼리 코드도, next 의 동적 로더도 실리지 않는다
const InstagramPostPicker = lazy(() => import('./instagram-post-picker').then((m) => ({ default: m.InstagramPostPicker })));

type OrderProduct = Pick<
  Product,
  'id' | 'kind' | 'targetKind' | 'minQuantity' | 'maxQuantity' | 'defaultQuantity' | 'unitPrice' | 'discountTiers' | 'minDays' | 'maxDays'
>;

/** 숫자만 받는다: '1,000' 처럼 쉼표를 넣어도 읽고, 다른 글자가 섞이면 NaN (checkQuantity 가 안내한다) */
const parseQuantity = (raw: string) => (/^[\d,]+$/.test(raw.trim()) ? Number(raw.replace(/,/g, '')) : NaN);

/** 상품 페이지의 주문 폼. 금액은 lib/schemas 의 quotePrice 로: 서버가 청구할 값과 같다 */
export function OrderForm({ product }: { product: OrderProduct }) {
  const rule = TARGET_RULES[product.targetKind];
  const [target, setTarget] = useState('');
  const [targetTouched, setTargetTouched] = useState(false);
  const [quantityText, setQuantityText] = useState(String(product.defaultQuantity));
  const [days, setDays] = useState(product.minDays);
  const { addToCart, buyNow } = useOrderActions();
  const targetInput = useRef<HTMLInputElement>(null);
  const quantityInput = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const targetResult = normalizeTarget(product.targetKind, target);
  const quantity = parseQuantity(quantityText);
  const quantityError = checkQuantity(product, quantity);
  const orderDays = product.kind === 'DAILY' ? days : 1;
  const quote = quantityError ? null : quotePrice(product, quantity, orderDays);
  const draft = targetResult.ok && !quantityError ? { productId: product.id, quantity, targetKey: targetResult.targetKey, days: orderDays } : null;
  // 주문할 수 없을 때 누르면: 대상 칸의 안내를 켜고(아직 건드리지 않았어도) 먼저 틀린 칸으로 초점을 옮긴다
  const explain = () => {
    setTargetTouched(true);
    focusAfterRender(targetResult.ok ? quantityInput : targetInput);
  };

  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} aria-label="주문">
      <TextField
        ref={targetInput}
        label={rule.label}
        placeholder={rule.placeholder}
        value={target}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(e) => setTarget(e.target.value)}
        onBlur={() => setTargetTouched(true)}
        error={targetTouched && !targetResult.ok ? targetResult.message : undefined}
      />
      {product.targetKind === 'INSTAGRAM_POST_URL' && (
        <Suspense fallback={null}>
          <InstagramPostPicker
            selectedUrl={targetResult.ok ? targetResult.targetKey : null}
            onSelect={(url) => {
              setTarget(url);
              setTargetTouched(true);
            }}
          />
        </Suspense>
      )}
      <TextField
        ref={quantityInput}
        label="수량"
        inputMode="numeric"
        value={quantityText}
        onChange={(e) => setQuantityText(e.target.value)}
        error={quantityError ?? undefined}
      />
      {product.kind === 'DAILY' && <DaysSelect min={product.minDays} max={product.maxDays} value={days} onChange={setDays} />}
      <DiscountTiers tiers={product.discountTiers} />
      <PriceSummary quote={quote} />
      <BuyBar
        total={quote?.total ?? null}
        canOrder={draft !== null}
        onAddToCart={() => (draft ? addToCart(draft) : explain())}
        onBuyNow={() => (draft ? buyNow(draft) : explain())}
      />
    </Form>
  );
}

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 16 });
