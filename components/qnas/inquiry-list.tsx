'use client';

import styled from '@emotion/styled';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SectionHeading } from '@/components/layout/section-heading';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { myQnasQuery } from '@/lib/api/qnas';
import { openModal } from '@/lib/modal';
import { InquiryItem } from './inquiry-item';
import { formatCount } from '@/lib/format';

/** /inquiry: 내 1:1 문의 내역. 10건씩 '더보기', 문의하기는 문의 모달을 연다 */
export function InquiryList() {
  const { memberId } = useUser();
  const list = useInfiniteQuery(myQnasQuery(memberId));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <>
      <Head>
        <SectionHeading as="h1">1:1 문의 내역</SectionHeading>
        <Button type="button" onClick={() => openModal('inquiryWrite', { category: 'PRODUCT_QUESTION' })}>
          문의하기
        </Button>
      </Head>
      {list.isPending ? (
        <Note>불러오는 중…</Note>
      ) : list.isError ? (
        <Note role="alert">문의 내역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : items.length === 0 ? (
        <Note>아직 문의 내역이 없습니다.</Note>
      ) : (
        <>
          <Count>전체 {formatCount(total)}건</Count>
          <ul aria-label="문의 목록">
            {items.map((q) => (
              <InquiryItem key={q.id} qna={q} />
            ))}
          </ul>
          {list.hasNextPage && (
            <More type="button" variant="secondary" block disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              {list.isFetchingNextPage ? '불러오는 중…' : '더보기'}
            </More>
          )}
        </>
      )}
    </>
  );
}

const Head = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 });
const Note = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted, fontSize: theme.typography.size.sm }));
const Count = styled.p(({ theme }) => ({ margin: '8px 0', fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
const More = styled(Button)({ marginTop: 16 });
