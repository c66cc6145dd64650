'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { useChangePurchaseStatus } from '@/lib/api/admin-purchases';
import { formatWon } from '@/lib/format';
import { STATUS_REASON_MAX, type AdminPurchaseDetail } from '@/lib/schemas/admin-purchases';
import { Confirm, ConfirmForm, Done, ServerError, TextAreaField } from '../admin-form-parts';
import { useSingleFlight } from './use-single-flight';

type Mode = 'idle' | 'confirm-deposit' | 'cancel';
type Props = { purchase: Pick<AdminPurchaseDetail, 'id' | 'orderNo' | 'status' | 'method' | 'totalAmount' | 'depositorName'> };

export const ALREADY_HANDLED = '이미 처리된 주문입니다.';

/** 입금 대기 주문의 입금 확인(→ 결제 완료)과 주문 취소(→ 기한 만료). 둘 다 한 번 더 묻는다 */
export function StatusActions({ purchase: p }: Props) {
  const change = useChangePurchaseStatus();
  const flight = useSingleFlight<string>();
  const [mode, setMode] = useState<Mode>('idle');
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
        setMode('idle');
      } catch (e) {
        setError(serverErrorMessage(e));
      }
    });

  const waiting = p.status === 'WAITING_PAYMENT';
  return (
    <Box>
      {done && <Done role="status">{done}</Done>}
      {error && <ServerError role="alert">{error}</ServerError>}
      {waiting && mode === 'idle' && (
        <Row>
          {p.method === 'NO_DEPOSIT' && (
            <Button type="button" onClick={() => setMode('confirm-deposit')}>
              입금 확인
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={() => setMode('cancel')}>
            주문 취소
          </Button>
        </Row>
      )}
      {waiting && mode === 'confirm-deposit' && (
        <Confirm role="alertdialog" aria-label="입금 확인">
          <p>
            입금자 {p.depositorName ?? '-'} · {formatWon(p.totalAmount)} 입금을 확인할까요? 결제 완료로 바뀌고 서비스가 시작됩니다.
          </p>
          <Row>
            <Button type="button" disabled={busy} onClick={() => send('PAID', '입금을 확인했습니다. 결제 완료로 바뀌었습니다.')}>
              {busy ? '처리 중…' : '입금 확인하기'}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setMode('idle')}>
              닫기
            </Button>
          </Row>
        </Confirm>
      )}
      {waiting && mode === 'cancel' && (
        <ConfirmForm
          aria-label="주문 취소"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setReasonError('취소 사유를 입력해주세요.');
            setReasonError(null);
            send('EXPIRED', '주문을 취소했습니다. 쓴 쿠폰과 적립금은 회원에게 돌아갑니다.', reason.trim());
          }}
        >
          <TextAreaField
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
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setMode('idle')}>
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
