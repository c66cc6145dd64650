'use client';

import styled from '@emotion/styled';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { isApiError } from '@/lib/api/http';
import { useRequestRefill } from '@/lib/api/my-services';
import { REFILL_REQUEST_FAILED } from '@/lib/schemas/services';

/** 재충전 요청: 거절되면 api 의 한국어 사유를 그대로 보인다 */
export function RefillButton({ serviceId, block = false }: { serviceId: number; block?: boolean }) {
  const { memberId } = useUser();
  const refill = useRequestRefill(memberId);
  return (
    <Wrap>
      <Button type="button" variant="secondary" block={block} disabled={refill.isPending || refill.isSuccess} onClick={() => refill.mutate(serviceId)}>
        {refill.isPending ? '요청 중…' : '재충전 요청'}
      </Button>
      {refill.isError && (
        <Message role="alert">{isApiError(refill.error) ? refill.error.message : REFILL_REQUEST_FAILED}</Message>
      )}
      {refill.isSuccess && <Done role="status">재충전을 요청했습니다.</Done>}
    </Wrap>
  );
}

const Wrap = styled.div({ display: 'flex', flexDirection: 'column', gap: 4 });
const Message = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.danger }));
const Done = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.palette.mint[900] }));
