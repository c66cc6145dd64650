'use client';

import styled from '@emotion/styled';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useUser } from '@/hooks/use-user';
import { isApiError } from '@/lib/api/http';
import { useRequestRefill } from '@/lib/api/my-services';
import { REFILL_HINT, REFILL_REQUEST_FAILED, REFILL_REQUESTED } from '@/lib/schemas/services';

/**
 * 리필 요청: 누르기 전에 무엇을 채우는지(줄어든 만큼) 말하고, 받으면 알림으로 같은 뜻을 다시 말한다.
 * 받은 뒤 목록을 다시 읽으면 이 단추는 사라지므로(canRefill=false) 결과는 화면 아래 알림이 들고 간다:
 * mutate 의 호출별 콜백은 사라진 컴포넌트에서 불리지 않아 mutateAsync 의 약속에 건다.
 * 거절되면 api 의 한국어 사유를 그대로 보인다
 */
export function RefillButton({ serviceId, block = false }: { serviceId: number; block?: boolean }) {
  const { memberId } = useUser();
  const refill = useRequestRefill(memberId);
  const toast = useToast();
  const hintId = useId();
  return (
    <Wrap>
      <Hint id={hintId}>{REFILL_HINT}</Hint>
      <Button
        type="button"
        variant="secondary"
        block={block}
        aria-describedby={hintId}
        disabled={refill.isPending || refill.isSuccess}
        onClick={() => refill.mutateAsync(serviceId).then(() => toast.show(REFILL_REQUESTED), ignoreRefused)}
      >
        {refill.isPending ? '신청 중…' : '리필 신청'}
      </Button>
      {refill.isError && <Message role="alert">{isApiError(refill.error) ? refill.error.message : REFILL_REQUEST_FAILED}</Message>}
    </Wrap>
  );
}

/** 거절은 refill.isError 로 그린다: 약속의 실패는 여기서 삼킨다 */
const ignoreRefused = () => {};

const Wrap = styled.div({ display: 'flex', flexDirection: 'column', gap: 4 });
const Hint = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
const Message = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.danger }));
