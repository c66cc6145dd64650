'use client';

import styled from '@emotion/styled';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { openModal } from '@/lib/modal';
import type { ProductDetail } from '@/lib/schemas/catalogue';
import { INQUIRY_CATEGORY_LABELS } from '@/lib/schemas/qna-rules';
import { isCommentProduct } from './comment-product';

export { isCommentProduct };

/** 댓글 상품 페이지: 달아드릴 댓글을 보내는 1:1 문의(댓글 정보 입력)를 연다. 로그인한 회원에게만 */
export function CommentInquiryButton({ product }: { product: Pick<ProductDetail, 'productType'> }) {
  const { isLoggedIn } = useUser();
  if (!isLoggedIn || !isCommentProduct(product)) return null;
  return (
    <Box>
      <Hint>주문한 뒤 달아드릴 댓글을 한 줄에 하나씩 보내 주세요.</Hint>
      <Button type="button" variant="secondary" block onClick={() => openModal('inquiryWrite', { category: 'REPLY_QUESTION' })}>
        {INQUIRY_CATEGORY_LABELS.REPLY_QUESTION}
      </Button>
    </Box>
  );
}

const Box = styled.div({ display: 'flex', flexDirection: 'column', gap: 8 });

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
