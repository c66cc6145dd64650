'use client';

import styled from '@emotion/styled';
import { tallTarget } from '@/styles/theme';
import Link from 'next/link';
import { SectionHeading } from '@/components/layout/section-heading';

/** 구매 상세(마이페이지·관리자)의 상자와 '이름 — 값' 줄 */

export const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 16,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  '& + &': { marginTop: 12 },
  h2: { fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold },
}));

export const Rows = styled.dl({ margin: 0, display: 'flex', flexDirection: 'column', gap: 6 });

export const Row = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  fontSize: theme.typography.size.sm,
  dt: { flexShrink: 0, color: theme.color.textMuted },
  dd: { margin: 0, textAlign: 'right', wordBreak: 'break-all' },
  // 값 자리의 링크(주문 #4 같은 짧은 것)도 누르는 칸 44px, 줄 높이(21px)는 그대로
  'dd a': { display: 'inline-block', ...tallTarget(21) },
  '&[data-strong="true"]': {
    paddingTop: 8,
    borderTop: `1px solid ${theme.palette.gray[200]}`,
    fontSize: theme.typography.size.md,
    dt: { color: theme.color.text, fontWeight: theme.typography.weight.semibold },
    dd: { fontWeight: theme.typography.weight.bold, color: theme.color.primary },
  },
}));

export const Muted = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));

/** 마이페이지 상세 화면 머리: 제목(h1)과 목록으로 */
export function DetailHead({ title, backHref }: { title: string; backHref: string }) {
  return (
    <Head>
      <SectionHeading as="h1">{title}</SectionHeading>
      <Back href={backHref}>목록으로</Back>
    </Head>
  );
}

const Head = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 });
// 작은 글자지만 누르는 칸은 44px(위아래 음수 여백으로 머리 줄 높이는 그대로)
const Back = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: theme.layout.tapTarget,
  margin: '-10px 0',
  paddingLeft: 12,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
}));

/** 요약 상자 첫 줄: 제목(h2)과 상태 배지 */
export const SummaryTitle = styled.div({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 });

/** 불러오는 중·불러오지 못함 */
export const DetailNote = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted, fontSize: theme.typography.size.sm }));
