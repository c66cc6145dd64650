'use client';

import styled from '@emotion/styled';
import { tallTarget } from '@/styles/theme';
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { ProductBadges } from '@/components/catalogue/product-badges';
import { PlainText } from '@/components/contents/plain-text';
import { formatCount } from '@/lib/format';
import type { ProductDetail } from '@/lib/schemas/catalogue';
import { isCommentProduct } from './comment-product';

// 댓글 상품에서만 싣는다(다른 상품 화면의 첫 번들 밖)
const CommentInquiryButton = lazy(() => import('./comment-inquiry-button').then((m) => ({ default: m.CommentInquiryButton })));

/** 상품 페이지 위쪽: 경로, 이름, 표시, 설명, 리필 안내, 댓글 상품이면 댓글 정보 입력 */
export function ProductSummary({ product }: { product: ProductDetail }) {
  return (
    <Section>
      <Crumbs aria-label="상품 위치">
        <Link href={`/channels/${product.channelId}`}>{product.channel.name}</Link>
        <span aria-hidden>›</span>
        <Link href={`/channels/${product.channelId}/${product.productTypeId}`}>{product.productType.name}</Link>
      </Crumbs>
      <Name>{product.name}</Name>
      <ProductBadges product={product} />
      <Facts>
        <li>{product.refillDays > 0 ? `리필 보장 ${product.refillDays}일` : '리필 불가'}</li>
        <li>{`주문 수량 ${formatCount(product.minQuantity)}~${formatCount(product.maxQuantity)}개`}</li>
      </Facts>
      {product.description && <Description text={product.description} />}
      {isCommentProduct(product) && (
        <Suspense fallback={null}>
          <CommentInquiryButton product={product} />
        </Suspense>
      )}
    </Section>
  );
}

const Section = styled.section({ display: 'flex', flexDirection: 'column', gap: 10, marginBottom: 24 });

// 링크는 44px 높이로 누르되 위아래 음수 여백으로 줄 높이는 그대로(글자 한 줄)
const Crumbs = styled.nav(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  // 짧은 이름(팔로워)도 누르는 칸은 44 x 44: 글자는 칸 가운데, 줄 높이(21px)는 그대로
  a: { display: 'inline-block', ...tallTarget(21), textAlign: 'center' },
}));

const Name = styled.h1(({ theme }) => ({ fontSize: theme.typography.size.xxl, fontWeight: theme.typography.weight.bold, lineHeight: 1.3 }));

const Facts = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  color: theme.palette.gray[700],
}));

const Description = styled(PlainText)(({ theme }) => ({
  padding: 16,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  fontSize: theme.typography.size.sm,
}));
