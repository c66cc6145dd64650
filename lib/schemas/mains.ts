import { z } from 'zod';
import { ChannelSchema, ProductDetailSchema } from './catalogue';
import { ArticleSummarySchema, BannerSchema, itemsOf, NoticeSummarySchema, PopupSchema } from './contents';

/** 메인 화면에 싣는 개수 */
export const MAIN_LIMITS = { popularProducts: 10, notices: 5, articles: 4 } as const;

/** 메인 화면의 채널 바로가기 (아이콘 포함) */
export const MainChannelSchema = ChannelSchema.pick({ id: true, slug: true, name: true, subtitle: true, iconUrl: true, displayOrder: true });
export type MainChannel = z.infer<typeof MainChannelSchema>;

export const MainPageSchema = z.object({
  banners: z.array(BannerSchema),
  channels: z.array(MainChannelSchema),
  popularProducts: z.array(ProductDetailSchema),
  notices: z.array(NoticeSummarySchema),
  articles: z.array(ArticleSummarySchema),
  popups: z.array(PopupSchema),
});
export type MainPage = z.infer<typeof MainPageSchema>;

export const MainNoticesSchema = itemsOf(NoticeSummarySchema);
export const MainChannelsSchema = itemsOf(MainChannelSchema);
export const MainProductsSchema = itemsOf(ProductDetailSchema);
export const MainArticlesSchema = itemsOf(ArticleSummarySchema);
