import type { Metadata } from 'next';
import { z } from 'zod';
import { iconOrFallback } from '@/components/catalogue/fallback-icon';
import { ProductFilters } from '@/components/catalogue/product-filters';
import { ProductList } from '@/components/catalogue/product-list';
import { CategoryHeader } from '@/components/layout/category-header';
import { listProducts } from '@/lib/api/catalogue';
import { idOrNotFound } from '@/lib/api/server-fetch';
import { AccountTypeSchema, PRODUCT_KIND_LABELS } from '@/lib/schemas/catalogue';
import { shopMetadata } from '../../../shop-metadata';

type Props = {
  params: Promise<{ channelId: string; productTypeId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// 주소를 손으로 고쳐 이상한 값이 와도 기본 탭·전체로 보여 준다
const QuerySchema = z.object({
  tab: z.enum(['single', 'daily']).catch('single'),
  accountType: AccountTypeSchema.optional().catch(undefined),
});

async function load({ params, searchParams }: Props) {
  const { channelId, productTypeId } = await params;
  const query = QuerySchema.parse(await searchParams);
  const kind = query.tab === 'daily' ? 'DAILY' : 'SINGLE';
  const list = await listProducts(idOrNotFound(channelId), idOrNotFound(productTypeId), kind, query.accountType);
  return { ...query, kind, list } as const;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { list } = await load(props);
  const name = `${list.channel.name} ${list.productType.name}`;
  return shopMetadata({ title: name, description: `${name} 단건·데일리 상품을 한국인·외국인 계정별로 비교하고 주문하세요. ${list.productType.subtitle}` });
}

export default async function ProductTypePage(props: Props) {
  const { tab, accountType, kind, list } = await load(props);
  const { channel, productType } = list;
  return (
    <>
      <CategoryHeader iconUrl={iconOrFallback(productType.iconUrl)} title={`${channel.name} ${productType.name}`} subtitle={productType.subtitle} />
      <ProductFilters basePath={`/channels/${channel.id}/${productType.id}`} tab={tab} accountType={accountType} />
      <ProductList products={list.items} emptyText={`준비된 ${PRODUCT_KIND_LABELS[kind]}이 없습니다.`} />
    </>
  );
}
