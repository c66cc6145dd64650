'use client';

import styled from '@emotion/styled';
import { useId, type ChangeEvent } from 'react';
import { FieldError } from '@/components/ui/field-message';
import { Icon } from '@/components/ui/icon';
import { LiveStatus } from '@/components/ui/live-status';
import { Picture } from '@/components/ui/picture';
import { REVIEW_IMAGES_MAX, REVIEW_IMAGE_ACCEPT, REVIEW_IMAGE_HINT } from '@/lib/schemas/review-rules';
import type { ReviewImage } from './use-review-images';

type Props = {
  images: ReviewImage[];
  full: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  /** 형식·크기로 받지 않은 까닭(칸 아래에, role=alert) */
  rejection?: string | null;
};

function uploadStatus(images: ReviewImage[]): string {
  if (images.length === 0) return '';
  const waiting = images.filter((image) => image.url === null).length;
  if (waiting > 0) return `사진 ${waiting}장을 올리는 중입니다.`;
  return `사진 ${images.length}장을 올렸습니다.`;
}

/** 사진 칸: 미리보기 목록, 지우기, 추가 버튼(3장이면 숨긴다) */
export function ReviewImagePicker({ images, full, onAdd, onRemove, rejection = null }: Props) {
  const errorId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // 같은 파일을 다시 고를 수 있게 비운다
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };
  return (
    <Field>
      <Head>
        <span>사진</span>
        <Count>
          {images.length} / {REVIEW_IMAGES_MAX}
        </Count>
      </Head>
      <List aria-label="첨부한 사진">
        {images.map((image, index) => (
          <Thumb key={image.id} aria-busy={image.url === null}>
            <Picture src={image.preview} alt={`첨부한 사진 ${index + 1}`} fill />
            <Remove type="button" aria-label={`사진 ${index + 1} 삭제`} onClick={() => onRemove(image.id)}>
              <Icon name="close" size={14} decorative />
            </Remove>
          </Thumb>
        ))}
        {!full && (
          // ul 의 자식은 li 만: 낭독기가 목록의 항목 수를 바르게 읽도록 추가 버튼도 항목 하나로 둔다
          <li>
            <AddLabel>
              <span aria-hidden>+</span>
              <span>사진 추가</span>
              <input
                type="file"
                accept={REVIEW_IMAGE_ACCEPT}
                multiple
                onChange={onChange}
                aria-label="사진 추가"
                aria-invalid={rejection ? true : undefined}
                aria-describedby={rejection ? errorId : undefined}
              />
            </AddLabel>
          </li>
        )}
      </List>
      {/* 알림 창 대신 여기서: 같은 문구, 바로 읽힌다(docs/decisions.md) */}
      {rejection && (
        <FieldError id={errorId} role="alert">
          {rejection}
        </FieldError>
      )}
      <Hint>{REVIEW_IMAGE_HINT}</Hint>
      {/* 올리는 중·올린 결과를 낭독기에 알린다(올리기 실패는 알림 창이 알린다) */}
      <LiveStatus>{uploadStatus(images)}</LiveStatus>
    </Field>
  );
}

const Field = styled.div({ display: 'flex', flexDirection: 'column', gap: 8 });

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
}));

const Count = styled.span(({ theme }) => ({ fontSize: theme.typography.size.xs, color: theme.color.textMuted, fontWeight: 400 }));

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 8, flexWrap: 'wrap' });

const Thumb = styled.li(({ theme }) => ({
  position: 'relative',
  width: 88,
  height: 88,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.palette.gray[100],
  '&[aria-busy="true"]': { opacity: 0.6 },
}));

// 보이는 동그라미는 24px 이지만 누르는 칸은 사진의 오른쪽 위 44 x 44(손가락 크기): 동그라미는 ::before 로 그린다
const Remove = styled.button(({ theme }) => ({
  position: 'absolute',
  top: 0,
  right: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.layout.tapTarget,
  height: theme.layout.tapTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: theme.palette.white,
  cursor: 'pointer',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 4,
    right: 4,
    width: 24,
    height: 24,
    borderRadius: '50%',
    background: 'rgba(0, 0, 0, 0.6)',
  },
  '& > svg': { position: 'relative', top: -6, right: -6 },
  '&:focus-visible': { outlineOffset: -2 },
}));

const AddLabel = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: 88,
  height: 88,
  border: `1px dashed ${theme.color.border}`,
  borderRadius: theme.radius.md,
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
  cursor: 'pointer',
  input: { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' },
  // 숨긴 파일 칸에 키보드 초점이 오면 보이는 '사진 추가' 칸에 테두리를 그린다(WCAG 2.4.7)
  '&:has(input:focus-visible)': { outline: `2px solid ${theme.color.primary}`, outlineOffset: 2 },
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.size.xs, color: theme.color.textMuted }));
