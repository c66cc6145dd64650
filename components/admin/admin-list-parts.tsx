'use client';

import styled from '@emotion/styled';
import { tallTarget } from '@/styles/theme';
import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';

/** 목록 화면 머리: 제목과 '새로 만들기' */
export function PageHead({ title, newHref, newLabel = '새로 만들기' }: { title: string; newHref?: string; newLabel?: string }) {
  return (
    <Head>
      <SectionHeading as="h2">{title}</SectionHeading>
      {newHref && <LinkButton href={newHref}>{newLabel}</LinkButton>}
    </Head>
  );
}

/** 편집 화면 머리: 제목과 목록으로 돌아가기 */
export function EditorHead({ title, backHref }: { title: string; backHref: string }) {
  return (
    <Head>
      <SectionHeading as="h2">{title}</SectionHeading>
      <LinkButton href={backHref} data-variant="secondary">
        목록으로
      </LinkButton>
    </Head>
  );
}

// 긴 주문번호 같은 끊을 곳 없는 제목도 줄을 바꿔, 360px 에서 목록으로 버튼을 화면 밖으로 밀지 않게
const Head = styled.div({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 12,
  h2: { marginBottom: 16, minWidth: 0, overflowWrap: 'anywhere' },
});

const LinkButtonBox = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: theme.layout.tapTarget,
  padding: '0 12px',
  borderRadius: theme.radius.md,
  background: theme.color.primary,
  color: theme.palette.white,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  '&[data-variant="secondary"]': { background: 'transparent', color: theme.color.text, border: `1px solid ${theme.color.border}` },
}));

/** 버튼 모양의 링크. data-link-button: 카드 줄의 글자 링크 규칙(CardMeta)이 이것을 키우지 않게 */
export function LinkButton(props: ComponentProps<typeof LinkButtonBox>) {
  return <LinkButtonBox data-link-button="" {...props} />;
}

/** 목록 위의 조건들(채널, 상태, 검색...) */
export const Filters = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: 8,
  marginBottom: 16,
  // 날짜 칸의 기본 폭이 칸(140px~)보다 넓어 360px 화면을 1px 밀어냈다: 칸 폭에 맞춘다
  'input, select': { width: '100%', minWidth: 0, minHeight: theme.layout.tapTarget },
}));

/** 휴대폰 폭(360~480)에서는 표 대신 카드 목록: 칸이 잘리지 않고 버튼을 누르기 쉽다 */
export const Cards = styled.ul({ display: 'flex', flexDirection: 'column', gap: 12 });

export const Card = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 14,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  '&[data-hidden="true"]': { background: theme.color.surface, h3: { color: theme.color.textMuted } },
}));

export const CardTitle = styled.h3(({ theme }) => ({
  fontSize: theme.typography.size.md,
  fontWeight: theme.typography.weight.semibold,
  wordBreak: 'break-all',
}));

/** 카드 첫 줄: 제목(링크)과 상태 배지를 양 끝에 */
// 제목 링크는 누르는 칸 44px, 카드의 줄 간격은 그대로(한 줄 24px)
export const CardHead = styled.div({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  a: { display: 'inline-block', ...tallTarget(24), color: 'inherit' },
});

export const CardMeta = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 10px',
  // 줄에 버튼이 함께 서도(패널의 '서비스·상품 연결') 링크가 줄 높이만큼 늘어나지 않게 가운데 맞춘다
  alignItems: 'center',
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  // 줄 속 글자 링크(회원 #1, 주문 번호)도 누르는 칸 44px, 줄 높이(21px)는 그대로. 버튼 모양 링크(LinkButton)는 제 크기대로
  'a:not([data-link-button])': { display: 'inline-block', ...tallTarget(21) },
}));

export const Badge = styled.span(({ theme }) => ({
  display: 'inline-block',
  padding: '0 8px',
  borderRadius: 999,
  background: theme.palette.gray[100],
  color: theme.color.text,
  fontSize: theme.typography.size.xs,
  lineHeight: '22px',
  '&[data-tone="on"]': { background: theme.palette.mint[50], color: theme.palette.mint[900] },
  '&[data-tone="off"]': { background: theme.palette.red[50], color: theme.color.danger },
}));

type ListStateProps = { isPending: boolean; error: unknown; isEmpty: boolean; emptyText?: string; children: ReactNode };

/** 불러오는 중·실패·빈 목록. 거르기가 있는 목록은 emptyText 로 '조건에 맞는 …' 을 알린다 */
export function ListState({ isPending, error, isEmpty, emptyText = '아직 등록된 항목이 없습니다.', children }: ListStateProps) {
  if (isPending) return <Note>불러오는 중…</Note>;
  if (error) return <Note role="alert">목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>;
  if (isEmpty) return <Note>{emptyText}</Note>;
  return <>{children}</>;
}

export const Note = styled.p(({ theme }) => ({ padding: '24px 0', textAlign: 'center', color: theme.color.textMuted, fontSize: theme.typography.size.sm }));
