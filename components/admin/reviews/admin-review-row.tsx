'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { StarRating } from '@/components/reviews/star-rating';
import { Button } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { useDeleteAdminReviewPhotos, useGrantPhotoReward, usePatchAdminReview } from '@/lib/api/admin-reviews';
import type { AdminReview } from '@/lib/schemas/reviews';
import { Badge, Card, CardMeta, CardTitle } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';
import { useRowActions } from '../use-row-actions';

/** 후기 한 줄: 내용·사진, 숨기기(이유)·다시 보이기, 사진 삭제, 사진 적립금 지급(보이는 사진 후기에 한 번) */
export function AdminReviewRow({ review }: { review: AdminReview }) {
  const patch = usePatchAdminReview();
  const reward = useGrantPhotoReward();
  const deletePhotos = useDeleteAdminReviewPhotos();
  const { error, busy, run } = useRowActions();
  const [reason, setReason] = useState('');
  const hasPhotos = review.imageUrlList.length > 0;
  return (
    <Card aria-label={`후기 ${review.id}`}>
      <CardTitle>
        {review.title} <StarRating rating={review.rating} size={14} />
      </CardTitle>
      <CardMeta>
        {`#${review.id} · ${review.authorName}(회원 ${review.memberId}) · 서비스 ${review.serviceId} · ${review.productName} · ${formatSeoul(review.createdAt)}`}
      </CardMeta>
      <Badges>
        {review.isHidden && <Badge>{`숨김${review.hiddenReason ? `: ${review.hiddenReason}` : ''}`}</Badge>}
        {review.lineRewardAt && <Badge>세 줄 적립 완료</Badge>}
        {review.photoRewardAt && <Badge>사진 적립 완료</Badge>}
      </Badges>
      <Content>{review.content}</Content>
      {hasPhotos && (
        <Photos>
          {review.imageUrlList.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <Picture src={url} alt={`후기 ${review.id} 사진 ${i + 1}`} width={80} height={80} />
            </a>
          ))}
        </Photos>
      )}
      {error && <p role="alert">{error}</p>}
      <Actions>
        {review.isHidden ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => run(() => patch.mutateAsync({ id: review.id, body: { isHidden: false } }))}>
            다시 보이기
          </Button>
        ) : (
          <>
            <input aria-label="숨기는 이유" placeholder="숨기는 이유" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => run(() => patch.mutateAsync({ id: review.id, body: { isHidden: true, hiddenReason: reason || null } }))}
            >
              숨기기
            </Button>
          </>
        )}
        {hasPhotos && (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              if (window.confirm('이 후기의 사진을 모두 삭제할까요? 삭제한 사진은 되돌릴 수 없습니다.')) void run(() => deletePhotos.mutateAsync(review.id));
            }}
          >
            사진 삭제
          </Button>
        )}
        {hasPhotos && !review.isHidden && !review.photoRewardAt && (
          <Button
            type="button"
            disabled={busy}
            onClick={() => {
              if (window.confirm('이 후기에 사진 적립금 2,000원을 지급할까요?')) void run(() => reward.mutateAsync(review.id));
            }}
          >
            사진 적립금 지급
          </Button>
        )}
      </Actions>
    </Card>
  );
}

const Badges = styled.div({ display: 'flex', gap: 6, flexWrap: 'wrap' });

const Content = styled.p(({ theme }) => ({ margin: '6px 0', whiteSpace: 'pre-line', fontSize: theme.typography.size.sm }));

const Photos = styled.div({ display: 'flex', gap: 6, img: { objectFit: 'cover', borderRadius: 6 } });

const Actions = styled.div({ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 8, input: { height: 36, padding: '0 8px', flex: '1 1 160px', minWidth: 0 } });
