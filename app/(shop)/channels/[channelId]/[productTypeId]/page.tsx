import type { Metadata } from 'next';
import { iconOrFallback } from '@/components/catalogue/fallback-icon';
import { ProductShelf } from '@/components/catalogue/product-shelf';
import { CategoryHeader } from '@/components/layout/category-header';
import { listProducts } from '@/lib/api/catalogue';
import { idOrNotFound } from '@/lib/api/server-fetch';
import { shopMetadata } from '../../../shop-metadata';

type Props = { params: Promise<{ channelId: string; productTypeId: string }> };

// 요청마다 그리지 않는다: 처음 열릴 때 그려 캐시하고(ISR) catalogue 태그로 다시 그린다.
// 탭·계정 유형 거르기는 주소의 쿼리를 브라우저가 읽는다(ProductShelf): 쿼리를 서버에서 읽으면 매 요청 그려진다
export function generateStaticParams(): { channelId: string; productTypeId: string }[] {
  return [];
}
export const revalidate = 60;

async function load({ params }: Props) {
  const { channelId, productTypeId } = await params;
  const [channel, type] = [idOrNotFound(channelId), idOrNotFound(productTypeId)];
  // 한 유형의 상품은 손에 꼽을 만큼이라 단건·데일리를 모두 받아 둔다
  const [single, daily] = await Promise.all([listProducts(channel, type, 'SINGLE'), listProducts(channel, type, 'DAILY')]);
  return { single, daily };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { single } = await load(props);
  const name = `${single.channel.name} ${single.productType.name}`;
  return shopMetadata({ title: name, description: `${name} 단건·데일리 상품을 한국인·외국인 계정별로 비교하고 주문하세요. ${single.productType.subtitle}` });
}

export default async function ProductTypePage(props: Props) {
  const { single, daily } = await load(props);
  const { channel, productType } = single;
  return (
    <>
      <CategoryHeader iconUrl={iconOrFallback(productType.iconUrl)} title={`${channel.name} ${productType.name}`} subtitle={productType.subtitle} />
      <ProductShelf basePath={`/channels/${channel.id}/${productType.id}`} single={single.items} daily={daily.items} />
    </>
  );
}
