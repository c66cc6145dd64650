'use client';

import styled from '@emotion/styled';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { formatWon } from '@/lib/format';
import { getModalState, subscribeModal } from '@/lib/modal';
import { layout } from '@/styles/theme';

type Props = {
  /** 지금 고른 수량·기간의 결제 예정 금액. 수량이 잘못되면 null(줄표) */
  total: number | null;
  /**
   * 대상과 수량이 맞는가. 아니면 버튼을 aria-disabled 로 흐리게만 둔다(disabled 가 아니다): 눌러도 아무 일이 없으면
   * 회원은 까닭을 모른다. 누르면 onAddToCart·onBuyNow 가 틀린 칸의 안내를 보이고 그 칸으로 데려간다
   */
  canOrder: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
};

/**
 * 상품 화면 아래에 고정된 구매 바: 금액과 장바구니·바로 구매. 스크롤을 내리지 않고 바로 산다.
 * 상품 화면에서는 탭 바 대신 이 바가 그 자리에 선다(tab-bar-items.ts). 금액은 위 요약(PriceSummary)이 이미
 * 읽어 주므로 여기서는 다시 읽히지 않게 live 영역으로 두지 않는다. 모달이 열리면 감춘다(탭 바와 같은 까닭).
 */
export function BuyBar({ total, canOrder, onAddToCart, onBuyNow }: Props) {
  const modalOpen = useSyncExternalStore(subscribeModal, () => getModalState() !== null, () => false);
  if (modalOpen) return null;
  return (
    <Bar role="group" aria-label="구매" data-bottom-bar="buy">
      <Price>
        <span>결제 예정 금액</span>
        <strong>{total === null ? '-' : formatWon(total)}</strong>
      </Price>
      <Actions>
        <Button type="button" variant="secondary" aria-disabled={!canOrder} onClick={onAddToCart}>
          장바구니
        </Button>
        <Button type="button" aria-disabled={!canOrder} onClick={onBuyNow}>
          바로 구매
        </Button>
      </Actions>
    </Bar>
  );
}

const safeArea = 'env(safe-area-inset-bottom, 0px)';
/** 금액 줄 + 버튼 줄(48) + 위아래 여백 */
const BAR_HEIGHT = layout.buyBarHeight;

/** 상품 화면 맨 끝에 둔다(후기 목록 아래): 고정 바 밑에 화면 끝이 숨지 않게 같은 높이의 자리 */
export const BuyBarSpacer = styled.div({ height: `calc(${BAR_HEIGHT}px + ${safeArea})` });

const Bar = styled.div(({ theme }) => ({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 20,
  maxWidth: theme.layout.maxWidth,
  minHeight: BAR_HEIGHT,
  margin: '0 auto',
  padding: `12px ${theme.layout.gutter}px calc(12px + ${safeArea})`,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  background: theme.palette.white,
  borderTop: `1px solid ${theme.palette.gray[200]}`,
  boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.04)',
}));

const Price = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  margin: 0,
  fontSize: theme.typography.size.sm,
  '& strong': { fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold, color: theme.color.primary },
}));

const Actions = styled.div({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 8 });
