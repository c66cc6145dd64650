'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

type RowActionsProps = {
  /** 확인 문구와 화면 낭독기 이름에 쓰는 항목 이름 */
  name: string;
  editHref: string;
  /** 숨기기/보이기. 상품은 '판매 중지'/'판매 재개' 처럼 다른 말을 쓴다 */
  toggle?: { label: string; onClick: () => void };
  /** 옮길 수 없는 쪽은 undefined (맨 위, 다른 무리와의 경계) */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  reorderable?: boolean;
  onDelete: () => void;
  busy?: boolean;
};

/** 목록 한 줄의 버튼들. 삭제는 한 번 더 묻는다: 되돌릴 수 없고, 휴대폰에서는 잘못 누르기 쉽다 */
export function RowActions({ name, editHref, toggle, onMoveUp, onMoveDown, reorderable = false, onDelete, busy = false }: RowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();

  if (confirming) {
    return (
      <Confirm role="alertdialog" aria-labelledby={questionId}>
        <p id={questionId}>‘{name}’을(를) 삭제할까요? 삭제하면 되돌릴 수 없습니다.</p>
        <Row>
          <Button
            type="button"
            variant="primary"
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            삭제하기
          </Button>
          <Button type="button" variant="secondary" onClick={() => setConfirming(false)} autoFocus>
            취소
          </Button>
        </Row>
      </Confirm>
    );
  }

  return (
    <Row>
      <EditLink href={editHref}>수정</EditLink>
      {toggle && (
        <Button type="button" variant="ghost" onClick={toggle.onClick} disabled={busy}>
          {toggle.label}
        </Button>
      )}
      {reorderable && (
        <>
          <Button type="button" variant="ghost" onClick={onMoveUp} disabled={busy || !onMoveUp} aria-label={`${name} 위로`}>
            ▲ 위로
          </Button>
          <Button type="button" variant="ghost" onClick={onMoveDown} disabled={busy || !onMoveDown} aria-label={`${name} 아래로`}>
            ▼ 아래로
          </Button>
        </>
      )}
      <Button type="button" variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
        삭제
      </Button>
    </Row>
  );
}

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 });

const EditLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: theme.layout.tapTarget,
  minHeight: theme.layout.tapTarget,
  padding: '0 8px',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.primary,
}));

const Confirm = styled.div(({ theme }) => ({
  marginTop: 4,
  padding: 12,
  borderRadius: theme.radius.md,
  background: theme.palette.red[50],
  fontSize: theme.typography.size.sm,
  p: { marginBottom: 8 },
}));
