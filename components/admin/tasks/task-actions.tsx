'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useTaskAction, type TaskAction } from '@/lib/api/admin-tasks';
import { AdminTaskPanelOrderBodySchema, type AdminTaskDetail } from '@/lib/schemas/admin-tasks';
import { Confirm, Done, ServerError } from '../admin-form-parts';
import { useSingleFlight } from '../purchases/use-single-flight';

type Mode = 'idle' | 'cancel' | 'retry' | 'complete' | 'panel-order';
type Task = Pick<AdminTaskDetail, 'id' | 'status' | 'phase' | 'needsAttention' | 'panelOrderId' | 'quantity' | 'serviceId'>;

const finished = (t: Task) => t.status === 2 || t.status === -2 || t.phase === 'FINISHED';

/** 이 작업에 지금 할 수 있는 조치: 서버 규칙과 같은 조건으로 버튼을 보이고, 누르면 한 번 더 묻는다 */
function available(t: Task) {
  return {
    cancel: !finished(t) && t.phase !== 'SENDING',
    retry: !t.panelOrderId && t.status !== 2 && t.status !== -2 && (t.status === -1 || t.needsAttention),
    complete: t.status !== 2 && t.status !== -2,
    panelOrder: t.phase === 'SENDING' && !t.panelOrderId,
  };
}

export function TaskActions({ task }: { task: Task }) {
  const mutation = useTaskAction();
  const flight = useSingleFlight<string>();
  const [mode, setMode] = useState<Mode>('idle');
  const [remains, setRemains] = useState('');
  const [orderId, setOrderId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = flight.isPending('action');
  const can = available(task);

  const send = (action: TaskAction, success: string) =>
    flight.run('action', async () => {
      setError(null);
      try {
        await mutation.mutateAsync({ id: task.id, action });
        setDone(success);
        setMode('idle');
      } catch (e) {
        setError(serverErrorMessage(e));
      }
    });

  const confirmRow = (label: string, onConfirm: () => void) => (
    <Row>
      <Button type="button" disabled={busy} onClick={onConfirm}>
        {busy ? '처리 중…' : label}
      </Button>
      <Button type="button" variant="secondary" disabled={busy} onClick={() => setMode('idle')}>
        닫기
      </Button>
    </Row>
  );

  return (
    <Box>
      {done && <Done role="status">{done}</Done>}
      {error && <ServerError role="alert">{error}</ServerError>}
      {mode === 'idle' && (
        <Row>
          {can.cancel && (
            <Button type="button" variant="secondary" onClick={() => setMode('cancel')}>
              취소
            </Button>
          )}
          {can.retry && (
            <Button type="button" onClick={() => setMode('retry')}>
              다시 보내기
            </Button>
          )}
          {can.complete && (
            <Button type="button" variant="secondary" onClick={() => setMode('complete')}>
              완료 처리
            </Button>
          )}
          {can.panelOrder && (
            <Button type="button" variant="secondary" onClick={() => setMode('panel-order')}>
              패널 주문 번호 적기
            </Button>
          )}
        </Row>
      )}
      <NewTask href={task.serviceId ? `/admin/tasks/new?serviceId=${task.serviceId}` : '/admin/tasks/new'}>
        이 서비스로 작업 새로 만들기
      </NewTask>
      {mode === 'cancel' && (
        <Confirm role="alertdialog" aria-label="작업 취소">
          <p>
            {task.phase === 'SENT'
              ? '패널에 취소를 요청합니다. 패널이 받아 주면 취소로 바뀝니다.'
              : '아직 패널로 보내지 않은 작업입니다. 보내지 않고 취소할까요?'}
          </p>
          {confirmRow('취소하기', () => send({ action: 'cancel' }, '작업을 취소했습니다.'))}
        </Confirm>
      )}
      {mode === 'retry' && (
        <Confirm role="alertdialog" aria-label="다시 보내기">
          <p>
            {task.phase === 'SENDING'
              ? '보내는 중에 멈춘 작업입니다. 패널에서 이 주문이 없는 것을 확인했을 때만 다시 보내세요. 주문이 있으면 두 번 주문됩니다.'
              : '대기 상태로 되돌려 곧 다시 보냅니다.'}
          </p>
          {confirmRow(task.phase === 'SENDING' ? '패널에 없음을 확인했고 다시 보내기' : '다시 보내기', () =>
            send({ action: 'retry', body: task.phase === 'SENDING' ? { confirmNotSent: true } : {} }, '대기 상태로 되돌렸습니다. 곧 다시 보냅니다.'),
          )}
        </Confirm>
      )}
      {mode === 'complete' && (
        <Confirm role="alertdialog" aria-label="완료 처리">
          <p>패널에서 결과를 확인했다면 완료로 바꿉니다. 덜 들어갔다면 남은 수량을 적어주세요.</p>
          <TextField
            label="남은 수량(선택)"
            inputMode="numeric"
            value={remains}
            error={fieldError ?? undefined}
            onChange={(e) => setRemains(e.target.value)}
          />
          {confirmRow('완료로 바꾸기', () => {
            const value = remains.trim();
            if (value && !/^\d+$/.test(value)) return setFieldError('남은 수량은 0 이상의 숫자로 입력해주세요.');
            setFieldError(null);
            send({ action: 'complete', body: value ? { remains: Number(value) } : {} }, '완료로 바꿨습니다.');
          })}
        </Confirm>
      )}
      {mode === 'panel-order' && (
        <Confirm role="alertdialog" aria-label="패널 주문 번호 적기">
          <p>패널에서 이 작업의 주문을 찾았다면 그 번호를 적어주세요. 진행 중으로 바뀌고 상태 조회가 이어집니다.</p>
          <TextField label="패널 주문 번호" value={orderId} error={fieldError ?? undefined} onChange={(e) => setOrderId(e.target.value)} />
          {confirmRow('번호 적기', () => {
            const parsed = AdminTaskPanelOrderBodySchema.safeParse({ panelOrderId: orderId });
            if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? '패널 주문 번호를 확인해주세요.');
            setFieldError(null);
            send({ action: 'panel-order', body: parsed.data }, '패널 주문 번호를 적었습니다.');
          })}
        </Confirm>
      )}
    </Box>
  );
}

const Box = styled.div({ display: 'flex', flexDirection: 'column', gap: 8, margin: '12px 0' });
const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8, '& > *': { flex: '1 1 120px' } });
const NewTask = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  textDecoration: 'underline',
}));
