'use client';

import styled from '@emotion/styled';

/** 칸 바로 아래의 오류 문구. aria-describedby 로 칸과 이어진다. */
export const FieldError = styled.p(({ theme }) => ({
  marginTop: 6,
  fontSize: theme.typography.size.sm,
  color: theme.color.danger,
}));
