'use client';

import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Chip } from '@/components/catalogue/product-filters';
import type { Faq } from '@/lib/schemas/contents';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory } from '@/lib/schemas/content-rules';
import { EmptyText } from '@/components/ui/empty-text';
import { PlainText } from './plain-text';

/** 분류 고르기: 주소(?category=ORDER)에 남아 링크로 나눌 수 있다 */
export function FaqCategoryChips({ selected }: { selected?: FaqCategory }) {
  const chips: Array<[FaqCategory | undefined, string]> = [[undefined, '전체'], ...FAQ_CATEGORIES.map((c) => [c, FAQ_CATEGORY_LABELS[c]] as [FaqCategory, string])];
  return (
    <ChipRow aria-label="질문 분류">
      {chips.map(([value, label]) => (
        <Chip key={label} href={value ? `/faq?category=${value}` : '/faq'} aria-current={selected === value ? 'true' : undefined} replace scroll={false}>
          {label}
        </Chip>
      ))}
    </ChipRow>
  );
}

/** 분류별로 묶은 질문들. 질문을 누르면 답이 펼쳐진다 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return <EmptyText>등록된 질문이 없습니다.</EmptyText>;
  const groups = FAQ_CATEGORIES.map((c) => [c, faqs.filter((f) => f.category === c)] as const).filter(([, items]) => items.length > 0);
  return (
    <>
      {groups.map(([category, items]) => (
        <Group key={category}>
          <GroupTitle>{FAQ_CATEGORY_LABELS[category]}</GroupTitle>
          {items.map((faq) => (
            <FaqItem key={faq.id} faq={faq} />
          ))}
        </Group>
      ))}
    </>
  );
}

function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Item>
      <Question type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span>Q. {faq.question}</span>
        <Caret aria-hidden data-open={open}>
          ⌄
        </Caret>
      </Question>
      <Answer id={panelId} role="region" hidden={!open}>
        <PlainText text={faq.answer} />
      </Answer>
    </Item>
  );
}

const ChipRow = styled.nav({ display: 'flex', gap: 8, overflowX: 'auto', paddingBottom: 4, marginBottom: 20, scrollbarWidth: 'none' });

const Group = styled.section({ marginBottom: 28 });

const GroupTitle = styled.h2(({ theme }) => ({ marginBottom: 8, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold }));

const Item = styled.div(({ theme }) => ({ borderBottom: `1px solid ${theme.palette.gray[200]}` }));

const Question = styled.button(({ theme }) => ({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
  padding: '14px 0',
  border: 'none',
  background: 'none',
  textAlign: 'left',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  color: theme.color.text,
  cursor: 'pointer',
}));

const Caret = styled.span({ transition: 'transform 0.2s', '&[data-open="true"]': { transform: 'rotate(180deg)' } });

const Answer = styled.div(({ theme }) => ({
  padding: '0 14px 16px',
  fontSize: theme.typography.size.sm,
  color: theme.palette.gray[700],
}));
