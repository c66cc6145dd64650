import { z } from 'zod';
import { CatalogueRefSchema, ChannelSchema, ProductDetailSchema } from './catalogue';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from './search-rules';

export * from './search-rules';

/** GET /v1/search?q= – 앞뒤 공백을 뺀 검색어 1~60자 */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.query })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.query })
    .max(SEARCH_LIMITS.queryMax, { error: SEARCH_MESSAGES.queryMax }),
});

export const SearchChannelSchema = ChannelSchema.pick({ id: true, slug: true, name: true, subtitle: true, iconUrl: true });
export type SearchChannel = z.infer<typeof SearchChannelSchema>;

/** 상품 유형 결과: 어느 채널의 것인지 이름까지(인스타그램 팔로워 / 틱톡 팔로워를 가른다) */
export const SearchProductTypeSchema = ChannelSchema.pick({ id: true, slug: true, name: true, subtitle: true, iconUrl: true }).extend({
  channel: CatalogueRefSchema,
});
export type SearchProductType = z.infer<typeof SearchProductTypeSchema>;

export const SearchResponseSchema = z.object({
  query: z.string(),
  channels: z.array(SearchChannelSchema),
  productTypes: z.array(SearchProductTypeSchema),
  products: z.array(ProductDetailSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
