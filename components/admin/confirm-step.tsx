'use client';

import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Confirm } from './admin-form-parts';

type ConfirmStepProps = {
  /** 화면 낭독기가 읽는 이름(무엇을 확인하는지) */
  label: string;
  /** 묻는 문장: 무엇이 바뀌고 되돌릴 수 있는지 */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * 되돌리기 어려운 조치(입금 확인, 환불 이체 완료) 앞의 한 번 더 묻기. 콘솔의 다른 확인(삭제, 다시 보내기)과 같은
 * role="alertdialog" 칸이다. 열리면 '닫기'에 초점을 둔다(휴대폰에서 같은 자리를 두 번 눌러 확정되지 않게), Escape 로 닫는다
 */
export function ConfirmStep({ label, children, confirmLabel, onConfirm, onCancel }: ConfirmStepProps) {
  const questionId = useId();
  return (
    <Confirm
      role="alertdialog"
      aria-label={label}
      aria-describedby={questionId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <p id={questionId}>{children}</p>
      <Row>
        <Button type="button" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        {/* 확인 칸이 누른 단추 자리를 대신한다: 초점을 잃지 않게 */}
        <Button type="button" variant="secondary" autoFocus onClick={onCancel}>
          닫기
        </Button>
      </Row>
    </Confirm>
  );
}

/** 묻는 중인가, 그리고 닫으면 처음 누른 단추로 초점을 돌려준다 */
export function useConfirmStep<T extends HTMLElement = HTMLButtonElement>() {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<T>(null);
  const restore = useRef(false);
  useEffect(() => {
    if (asking || !restore.current) return;
    restore.current = false;
    trigger.current?.focus();
  }, [asking]);
  return {
    asking,
    trigger,
    open: () => setAsking(true),
    /** 취소: 누른 단추로 초점을 돌린다 */
    cancel: () => {
      restore.current = true;
      setAsking(false);
    },
    /** 확정: 칸을 닫고 조치를 부른다(결과는 부른 쪽이 알린다) */
    confirm: (run: () => void) => {
      restore.current = true;
      setAsking(false);
      run();
    },
  };
}

const Row = styled.div({ display: 'flex', gap: 8, '& > *': { flex: 1 } });
