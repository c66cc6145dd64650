'use client';

import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { useArchiveAdminCoupon } from '@/lib/api/admin-coupons';
import type { AdminCoupon } from '@/lib/schemas/coupons';
import { Confirm, ServerError } from '../admin-form-parts';
import { CouponIssueDialog } from './coupon-issue-dialog';

/** 쿠폰 화면 위의 발급·보관. 보관한 쿠폰은 발급할 수 없다 */
export function CouponActions({ coupon }: { coupon: AdminCoupon }) {
  const archive = useArchiveAdminCoupon();
  const [issuing, setIssuing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  if (coupon.archivedAt) return <Archived role="note">보관한 쿠폰입니다. 더 발급할 수 없고, 이미 준 쿠폰은 그대로 쓸 수 있습니다.</Archived>;
  const doArchive = async () => {
    setConfirming(false);
    try {
      await archive.mutateAsync(coupon.id);
    } catch (e) {
      setError(serverErrorMessage(e));
    }
  };
  return (
    <Bar>
      <Button type="button" ref={opener} onClick={() => setIssuing(true)}>
        발급하기
      </Button>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)} disabled={archive.isPending}>
        보관
      </Button>
      {confirming && (
        <Confirm role="alertdialog" aria-labelledby="coupon-archive-question">
          <p id="coupon-archive-question">{`'${coupon.name}'을(를) 보관할까요? 보관하면 더 발급할 수 없습니다.`}</p>
          <Button type="button" onClick={doArchive}>
            보관하기
          </Button>
          <Button type="button" variant="secondary" onClick={() => setConfirming(false)} autoFocus>
            취소
          </Button>
        </Confirm>
      )}
      {error && <ServerError role="alert">{error}</ServerError>}
      {issuing && (
        <CouponIssueDialog
          coupon={coupon}
          onClose={() => {
            setIssuing(false);
            // 모달을 닫으면 연 버튼으로 초점을 돌려준다
            opener.current?.focus();
          }}
        />
      )}
    </Bar>
  );
}

const Bar = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 });
const Archived = styled.p(({ theme }) => ({ marginBottom: 16, padding: '12px 14px', borderRadius: theme.radius.md, background: theme.color.surface, fontSize: theme.typography.size.sm }));
