'use client';

import styled from '@emotion/styled';
import { visuallyHidden } from '@/styles/theme';

/**
 * 눈에는 보이지 않고 낭독기만 읽는 상태 알림(role="status"). 글이 바뀌면 읽히므로
 * 알릴 일이 생기기 전부터 빈 채로 그려 둔다(처음부터 글이 있는 채로 생기면 읽지 않는 낭독기가 있다).
 */
export function LiveStatus({ children }: { children: string }) {
  return <Hidden role="status">{children}</Hidden>;
}

const Hidden = styled.p(visuallyHidden);
