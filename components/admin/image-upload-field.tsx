'use client';

import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { LiveStatus } from '@/components/ui/live-status';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { useUploadImage } from '@/lib/api/admin-contents';
import { errorMessage } from '@/lib/schemas/errors';
import { IMAGE_MAX_BYTES } from '@/lib/schemas/upload-rules';
import { Hint, ServerError } from './admin-form-parts';

type ImageUploadFieldProps = {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** 폼 검사 오류(이미지 필수 등) */
  error?: string;
  optional?: boolean;
};

/** 파일을 고르면 바로 POST /v1/admin/images 로 올리고, 돌려받은 주소를 폼 값으로 쓴다 */
export function ImageUploadField({ label, value, onChange, error, optional = false }: ImageUploadFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const uploadErrorId = `${inputId}-upload-error`;
  const upload = useUploadImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);

  const onFile = async (file: File | undefined) => {
    setUploadError(null);
    setUploaded(false);
    if (!file) return;
    // 5MB 넘는 파일은 올리기 전에 막는다: 느린 망에서 한참 기다린 뒤 거절당하지 않게
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(errorMessage('IMAGE_TOO_LARGE'));
    try {
      onChange((await upload.mutateAsync(file)).url);
      setUploaded(true);
    } catch (e) {
      setUploadError(serverErrorMessage(e));
    }
  };

  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      {value && (
        // 업로드 저장소는 외부 주소일 수 있어 next/image 의 허용 목록 대신 그대로 보여 준다
        <Preview src={value} alt={`${label} 미리보기`} />
      )}
      {/* 파일 칸의 기본 버튼 글자는 브라우저 언어를 따르므로, 칸은 숨기고 한국어 버튼(label)으로 연다 */}
      <HiddenInput
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/svg+xml"
        aria-invalid={error || uploadError ? true : undefined}
        aria-describedby={[error && errorId, uploadError && uploadErrorId].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
        disabled={upload.isPending}
      />
      <PickButton htmlFor={inputId} aria-hidden="true">
        {value ? '다른 이미지 선택' : '이미지 선택'}
      </PickButton>
      <Hint>jpg, png, webp, svg · 5MB 이하{upload.isPending ? ' · 올리는 중…' : ''}</Hint>
      {value && optional && (
        <Button type="button" variant="ghost" onClick={() => onChange(null)}>
          이미지 지우기
        </Button>
      )}
      {uploadError && (
        <ServerError id={uploadErrorId} role="alert">
          {uploadError}
        </ServerError>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {/* 올리기 결과는 낭독기에도 알린다(실패는 위의 alert 가 알린다) */}
      <LiveStatus>{uploaded ? `${label}를 올렸습니다.` : upload.isPending ? `${label}를 올리는 중입니다.` : ''}</LiveStatus>
    </Wrapper>
  );
}

const Wrapper = styled.div({ position: 'relative', display: 'flex', flexDirection: 'column', gap: 6, alignItems: 'flex-start' });

const Label = styled.label(({ theme }) => ({ fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold }));

const Preview = styled.img(({ theme }) => ({
  maxWidth: '100%',
  maxHeight: 200,
  objectFit: 'contain',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
}));

const HiddenInput = styled.input({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

const PickButton = styled.label(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.layout.tapTarget,
  padding: '0 14px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  cursor: 'pointer',
  'input:focus-visible + &': { outline: `2px solid ${theme.color.primary}`, outlineOffset: 2 },
}));
