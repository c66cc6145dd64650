'use client';

import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from '@/components/ui/field-message';

type PreferenceToggleProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & {
  label: string;
  /** 이 알림이 무엇인지 한 줄. 이름이 길어지지 않게 라벨 밖에 두고 aria-describedby 로 잇는다 */
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * 켬·끔 한 줄(role=switch). 이름과 스위치를 감싼 라벨 한 줄 전체(높이 48px)를 눌러 바꾼다: 작은 스위치만
 * 누르기는 휴대폰에서 어렵다. 상태는 색만이 아니라 손잡이의 자리로도 보인다
 */
export function PreferenceToggle({ label, description, error, id, ref, ...inputProps }: PreferenceToggleProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Item>
      <Row htmlFor={inputId}>
        <Name>{label}</Name>
        <Switch ref={ref} id={inputId} type="checkbox" role="switch" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      </Row>
      {description && <Description id={descriptionId}>{description}</Description>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Item>
  );
}

const Item = styled.li(({ theme }) => ({
  padding: '4px 0 10px',
  '& + &': { borderTop: `1px solid ${theme.palette.gray[200]}` },
}));

const Row = styled.label({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 48,
  cursor: 'pointer',
});

const Name = styled.span(({ theme }) => ({ fontWeight: theme.typography.weight.semibold }));

const Description = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));

// 테두리와 꺼진 손잡이는 흰·옅은 회색 바탕에서 3:1 을 넘는 gray 600, 켜지면 브랜드 색 바탕에 흰 손잡이.
// 손잡이는 가상 요소 대신 배경 그림으로 그린다: input 의 ::before 는 브라우저마다 그려지지 않는다
const Switch = styled.input(({ theme }) => ({
  appearance: 'none',
  flexShrink: 0,
  width: 48,
  height: 28,
  margin: 0,
  borderRadius: 14,
  border: `2px solid ${theme.palette.gray[600]}`,
  background: `radial-gradient(circle at 12px 50%, ${theme.palette.gray[600]} 7px, transparent 8px) ${theme.palette.white}`,
  cursor: 'pointer',
  transition: 'background-position 120ms',
  '&:checked': {
    borderColor: theme.color.primary,
    background: `radial-gradient(circle at calc(100% - 12px) 50%, ${theme.palette.white} 7px, transparent 8px) ${theme.color.primary}`,
  },
  '&:disabled': { opacity: 0.6, cursor: 'default' },
  // 고대비 모드는 배경 그림을 지운다: 그때는 브라우저의 체크 상자로 돌아간다
  '@media (forced-colors: active)': { appearance: 'auto', width: 24, height: 24 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));
