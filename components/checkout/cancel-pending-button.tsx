'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { useToast } from '@/components/ui/toast';
import { failCardPayment } from '@/lib/api/checkout';
import { refreshMemberInfo } from '@/lib/session/member-info';
import { returnedText } from './returned-text';

/**
 * 결제창을 연 채 떠나 결제 대기로 남은 카드·간편결제 주문을 회원이 취소한다. 결제창의 '취소' 와 같은 길(card/fail)이라
 * api 가 결제사에 열린 승인을 먼저 묻고, 없을 때만 풀어 쿠폰·적립금을 돌려준다. 결과는 알림으로: 목록이 다시 그려져도 남는다
 */
export function CancelPendingButton({ orderNo }: { orderNo: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const cancel = useMutation({
    mutationFn: () => failCardPayment({ orderId: orderNo, code: 'USER_CANCEL' }),
    onSuccess: async (result) => {
      toast.show([result.message, returnedText(result)].filter(Boolean).join(' '));
      await Promise.all([result.released ? refreshMemberInfo() : null, queryClient.invalidateQueries({ queryKey: ['my-purchases'] })]);
    },
  });
  return (
    <>
      <Button type="button" variant="secondary" block disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        {cancel.isPending ? '취소하는 중…' : '주문 취소'}
      </Button>
      {cancel.error && <FieldError role="alert">{cancel.error.message}</FieldError>}
    </>
  );
}
