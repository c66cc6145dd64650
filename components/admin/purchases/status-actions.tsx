'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { useChangePurchaseStatus } from '@/lib/api/admin-purchases';
import { formatWon } from '@/lib/format';
import { STATUS_REASON_MAX, type AdminPurchaseDetail } from '@/lib/schemas/admin-purchases';
import { ConfirmForm, Done, ServerError, TextAreaField } from '../admin-form-parts';
import { ConfirmStep, useConfirmStep } from '../confirm-step';
import { useSingleFlight } from './use-single-flight';

type Props = { purchase: Pick<AdminPurchaseDetail, 'id' | 'orderNo' | 'status' | 'method' | 'totalAmount' | 'depositorName'> };

export const ALREADY_HANDLED = '이미 처리된 주문입니다.';

/** 입금 대기 주문의 입금 확인(→ 결제 완료)과 주문 취소(→ 기한 만료). 둘 다 한 번 더 묻는다 */
export function StatusActions({ purchase: p }: Props) {
  const change = useChangePurchaseStatus();
  const flight = useSingleFlight<string>();
  // 둘 다 누른 단추 자리에 묻는 칸이 선다: 닫으면(Escape 포함) 그 단추로 초점이 돌아간다(useConfirmStep)
  const { asking: askingDeposit, trigger: depositButton, open: askDeposit, cancel: closeDeposit, confirm: confirmDeposit } = useConfirmStep();
  const { asking: askingCancel, trigger: cancelButton, open: askCancel, cancel: closeCancel, confirm: confirmCancel } = useConfirmStep();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = flight.isPending('status');

  const send = (status: 'PAID' | 'EXPIRED', success: string, why?: string) =>
    flight.run('status', async () => {
      setError(null);
      try {
        const result = await change.mutateAsync({ id: p.id, body: { status, reason: why } });
        setDone(result.changed ? success : ALREADY_HANDLED);
      } catch (e) {
        setError(serverErrorMessage(e));
      }
    });

  const waiting = p.status === 'WAITING_PAYMENT';
  return (
    <Box>
      {done && <Done role="status">{done}</Done>}
      {error && <ServerError role="alert">{error}</ServerError>}
      {waiting && !askingDeposit && !askingCancel && (
        <Row>
          {p.method === 'NO_DEPOSIT' && (
            <Button ref={depositButton} type="button" disabled={busy} onClick={askDeposit}>
              {busy ? '처리 중…' : '입금 확인'}
            </Button>
          )}
          <Button ref={cancelButton} type="button" variant="secondary" disabled={busy} onClick={askCancel}>
            주문 취소
          </Button>
        </Row>
      )}
      {waiting && askingDeposit && (
        <ConfirmStep
          label="입금 확인"
          confirmLabel="입금 확인하기"
          onConfirm={() => confirmDeposit(() => send('PAID', '입금을 확인했습니다. 결제 완료로 바뀌었습니다.'))}
          onCancel={closeDeposit}
        >
          입금자 {p.depositorName ?? '-'} · {formatWon(p.totalAmount)} 입금을 확인할까요? 결제 완료로 바뀌고 서비스가 시작됩니다.
        </ConfirmStep>
      )}
      {waiting && askingCancel && (
        <ConfirmForm
          aria-label="주문 취소"
          noValidate
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !e.nativeEvent.isComposing) closeCancel();
          }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setReasonError('취소 사유를 입력해주세요.');
            setReasonError(null);
            confirmCancel(() => send('EXPIRED', '주문을 취소했습니다. 쓴 쿠폰과 적립금은 회원에게 돌아갑니다.', reason.trim()));
          }}
        >
          <TextAreaField
            // 누른 단추 자리에 칸이 선다: 초점을 잃지 않게 사유 칸으로
            autoFocus
            label="취소 사유"
            rows={3}
            maxLength={STATUS_REASON_MAX}
            value={reason}
            error={reasonError ?? undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          <Row>
            <Button type="submit" disabled={busy}>
              {busy ? '처리 중…' : '주문 취소하기'}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={closeCancel}>
              닫기
            </Button>
          </Row>
        </ConfirmForm>
      )}
    </Box>
  );
}

const Box = styled.div({ display: 'flex', flexDirection: 'column', gap: 8, margin: '12px 0' });
const Row = styled.div({ display: 'flex', gap: 8, '& > *': { flex: 1 } });
