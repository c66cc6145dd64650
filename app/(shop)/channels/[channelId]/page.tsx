import type { Metadata } from 'next';
import { ProductTypeLinks } from '@/components/catalogue/product-type-links';
import { iconOrFallback } from '@/components/catalogue/fallback-icon';
import { CategoryHeader } from '@/components/layout/category-header';
import { getChannel } from '@/lib/api/catalogue';
import { idOrNotFound } from '@/lib/api/server-fetch';
import { shopMetadata } from '../../shop-metadata';

type Props = { params: Promise<{ channelId: string }> };

// 처음 열릴 때 그려 캐시한다(ISR): catalogue 태그로 다시 그린다
export function generateStaticParams(): { channelId: string }[] {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const channel = await getChannel(idOrNotFound((await params).channelId));
  return shopMetadata({
    title: `${channel.name} 성장 서비스`,
    description: `${channel.name} ${channel.productTypes.map((t) => t.name).join('·')} 상품을 골라 바로 주문하세요. ${channel.subtitle}`,
  });
}

export default async function ChannelPage({ params }: Props) {
  const channel = await getChannel(idOrNotFound((await params).channelId));
  return (
    <>
      <CategoryHeader iconUrl={iconOrFallback(channel.iconUrl)} title={channel.name} subtitle={channel.subtitle} />
      <ProductTypeLinks channelId={channel.id} productTypes={channel.productTypes} />
    </>
  );
}
