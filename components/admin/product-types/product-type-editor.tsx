'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { adminChannelsQuery, adminProductTypeQuery } from '@/lib/api/admin-catalogue';
import { EditorHead, Note } from '../admin-list-parts';
import { ProductTypeForm } from './product-type-form';

/** 등록 화면은 목록에서 고른 채널(?channelId=)을 미리 골라 둔다 */
export function ProductTypeEditor({ id }: { id: number | null }) {
  const initialChannelId = Number(useSearchParams().get('channelId')) || undefined;
  const channels = useQuery(adminChannelsQuery());
  const item = useQuery({ ...adminProductTypeQuery(id ?? 0), enabled: id != null });
  const failed = channels.error ?? item.error;
  const ready = channels.data && (id == null || item.data);
  return (
    <>
      <EditorHead title={id == null ? '상품 유형 등록' : '상품 유형 수정'} backHref="/admin/product-types" />
      {failed ? (
        <Note role="alert">{failed.message}</Note>
      ) : !ready ? (
        <Note>불러오는 중…</Note>
      ) : (
        <ProductTypeForm channels={channels.data ?? []} productType={id == null ? undefined : item.data} initialChannelId={initialChannelId} />
      )}
    </>
  );
}
