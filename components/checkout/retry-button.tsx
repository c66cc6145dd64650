'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { useRetryPurchase } from '@/lib/api/checkout';

/** 다시 결제하기 한 번: 같은 줄로 새 주문서를 만들고 결제 화면(/checkout?purchaseId=)으로 간다 */
export function RetryButton({ purchaseId, variant = 'primary' }: { purchaseId: number; variant?: 'primary' | 'secondary' }) {
  const router = useRouter();
  const retry = useRetryPurchase();
  const [leaving, setLeaving] = useState(false);
  const onClick = () =>
    retry.mutate(purchaseId, {
      onSuccess: (result) => {
        setLeaving(true);
        router.push(`/checkout?purchaseId=${result.purchaseId}`);
      },
    });
  return (
    <>
      <Button type="button" variant={variant} block disabled={retry.isPending || leaving} onClick={onClick}>
        {retry.isPending || leaving ? '주문서를 만드는 중…' : '다시 결제하기'}
      </Button>
      {retry.error && <FieldError role="alert">{retry.error.message}</FieldError>}
    </>
  );
}
