'use client';

import styled from '@emotion/styled';
import { adminBanners } from '@/lib/api/admin-contents';
import type { Banner } from '@/lib/schemas/contents';
import { ContentList } from '../contents/content-list';
import { formatSeoul } from '../seoul-time';

export function BannerList() {
  return (
    <ContentList
      title="배너"
      path="/admin/banners"
      newLabel="배너 등록"
      resource={adminBanners}
      titleOf={(b) => b.title}
      meta={(b) => (
        <>
          <Thumb src={b.imageUrl} alt="" />
          <span>{windowText(b)}</span>
        </>
      )}
      reorder={{}}
    />
  );
}

/** 목록의 노출 기간 한 줄 */
export function windowText(item: Pick<Banner, 'startsAt' | 'endsAt'>) {
  if (!item.startsAt && !item.endsAt) return '기간 제한 없음';
  return `${formatSeoul(item.startsAt) || '처음부터'} ~ ${formatSeoul(item.endsAt) || '계속'}`;
}

const Thumb = styled.img(({ theme }) => ({ width: '100%', maxHeight: 120, objectFit: 'cover', borderRadius: theme.radius.sm }));
