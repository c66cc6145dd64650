'use client';

import { useQuery } from '@tanstack/react-query';
import { adminChannelsQuery, adminProductQuery, adminProductTypesQuery } from '@/lib/api/admin-catalogue';
import { EditorHead, Note } from '../admin-list-parts';
import { ProductForm } from './product-form';

/** 상품 등록(id 없음)·수정. 채널·유형 목록이 와야 선택 칸이 기본값을 보여 줄 수 있어 모두 받은 뒤 그린다 */
export function ProductEditor({ id }: { id: number | null }) {
  const channels = useQuery(adminChannelsQuery());
  const types = useQuery(adminProductTypesQuery());
  const product = useQuery({ ...adminProductQuery(id ?? 0), enabled: id != null });
  const failed = channels.error ?? types.error ?? product.error;
  const loading = channels.isPending || types.isPending || (id != null && product.isPending);
  return (
    <>
      <EditorHead title={id == null ? '상품 등록' : '상품 수정'} backHref="/admin/products" />
      {failed ? (
        <Note role="alert">{failed.message}</Note>
      ) : loading || !channels.data || !types.data ? (
        <Note>불러오는 중…</Note>
      ) : (
        <ProductForm channels={channels.data} productTypes={types.data} product={id == null ? undefined : product.data} />
      )}
    </>
  );
}
