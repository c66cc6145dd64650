import { ProductCreateBodySchema } from '../../../lib/schemas/admin-catalogue';
import type { TargetKind } from '../../../lib/schemas/targets';
import { findAnyChannelId, insertChannel } from '../../catalogue/admin-channels.repository';
import { insertProductType } from '../../catalogue/admin-product-types.repository';
import { insertProduct } from '../../catalogue/admin-products.repository';
import type { Db } from '../client';
import { SEED_PRODUCTS } from './catalogue-products';

type SeedType = { slug: string; name: string; subtitle: string; targetKind: TargetKind };
type SeedChannel = { slug: string; name: string; subtitle: string; types: SeedType[] };

const channelIcon = (slug: string) => `/icons/channels/${slug}.svg`;
const typeIcon = (slug: string) => `/icons/product-types/${slug}.svg`;

export const SEED_CHANNELS: SeedChannel[] = [
  {
    slug: 'instagram',
    name: '인스타그램',
    subtitle: '팔로워·좋아요·릴스 조회수를 한 번에',
    types: [
      { slug: 'followers', name: '팔로워', subtitle: '계정을 팔로우하는 사람 늘리기', targetKind: 'INSTAGRAM_USERNAME' },
      { slug: 'likes', name: '좋아요', subtitle: '게시물 하나에 좋아요 올리기', targetKind: 'INSTAGRAM_POST_URL' },
      { slug: 'views', name: '조회수', subtitle: '릴스·동영상 조회수 올리기', targetKind: 'INSTAGRAM_POST_URL' },
      { slug: 'comments', name: '댓글', subtitle: '게시물에 한국어 댓글 달기', targetKind: 'INSTAGRAM_POST_URL' },
      { slug: 'auto-likes', name: '자동 좋아요', subtitle: '새 게시물마다 좋아요 자동으로', targetKind: 'INSTAGRAM_USERNAME' },
    ],
  },
  {
    slug: 'youtube',
    name: '유튜브',
    subtitle: '구독자와 시청 시간으로 수익 창출 조건 달성',
    types: [
      { slug: 'subscribers', name: '구독자', subtitle: '채널 구독자 늘리기', targetKind: 'YOUTUBE_CHANNEL_URL' },
      { slug: 'views', name: '조회수', subtitle: '영상·쇼츠 조회수 올리기', targetKind: 'YOUTUBE_VIDEO_URL' },
      { slug: 'likes', name: '좋아요', subtitle: '영상에 좋아요 올리기', targetKind: 'YOUTUBE_VIDEO_URL' },
      { slug: 'watch-time', name: '시청 시간', subtitle: '누적 시청 시간(시간 단위) 올리기', targetKind: 'YOUTUBE_VIDEO_URL' },
    ],
  },
  {
    slug: 'tiktok',
    name: '틱톡',
    subtitle: '추천 피드에 오르는 첫걸음',
    types: [
      { slug: 'followers', name: '팔로워', subtitle: '계정을 팔로우하는 사람 늘리기', targetKind: 'TIKTOK_USERNAME' },
      { slug: 'likes', name: '좋아요', subtitle: '영상에 좋아요 올리기', targetKind: 'TIKTOK_VIDEO_URL' },
      { slug: 'views', name: '조회수', subtitle: '영상 조회수 올리기', targetKind: 'TIKTOK_VIDEO_URL' },
    ],
  },
  {
    slug: 'facebook',
    name: '페이스북',
    subtitle: '비즈니스 페이지의 신뢰도 높이기',
    types: [
      { slug: 'page-likes', name: '페이지 좋아요', subtitle: '페이지 좋아요 늘리기', targetKind: 'FACEBOOK_PAGE_URL' },
      // 게시물 주소용 주문 대상 종류가 아직 없어 페이지 단위 상품만 둔다 (lib/schemas/targets.ts)
      { slug: 'page-followers', name: '페이지 팔로워', subtitle: '페이지 팔로워 늘리기', targetKind: 'FACEBOOK_PAGE_URL' },
    ],
  },
];

/** 데모 스토어의 채널·유형·상품. 채널이 하나라도 있으면 운영 데이터로 보고 아무것도 하지 않는다 */
export async function seedCatalogue(db: Db) {
  if ((await findAnyChannelId(db)) !== null) return;
  await db.transaction(async (tx) => {
    const typeIds = new Map<string, { channelId: number; productTypeId: number; targetKind: TargetKind }>();
    for (const [c, channel] of SEED_CHANNELS.entries()) {
      const { id: channelId } = await insertChannel(tx, {
        slug: channel.slug,
        name: channel.name,
        subtitle: channel.subtitle,
        iconUrl: channelIcon(channel.slug),
        isVisible: true,
        displayOrder: c + 1,
      });
      for (const [t, type] of channel.types.entries()) {
        const { id: productTypeId } = await insertProductType(tx, {
          channelId,
          slug: type.slug,
          name: type.name,
          subtitle: type.subtitle,
          iconUrl: typeIcon(type.slug),
          isVisible: true,
          displayOrder: t + 1,
        });
        typeIds.set(`${channel.slug}/${type.slug}`, { channelId, productTypeId, targetKind: type.targetKind });
      }
    }
    const orderInType = new Map<string, number>();
    for (const p of SEED_PRODUCTS) {
      const parent = typeIds.get(p.type);
      if (!parent) throw new Error(`seed: unknown product type ${p.type}`);
      const [minQuantity, defaultQuantity, maxQuantity] = p.quantity;
      // 관리자 화면과 같은 규칙으로 검사한다: 데모 데이터가 규칙을 어기면 바로 멈춘다
      const body = ProductCreateBodySchema.parse({
        ...parent,
        kind: p.kind,
        accountType: p.accountType,
        name: p.name,
        description: p.description,
        minQuantity,
        maxQuantity,
        defaultQuantity,
        unitPrice: p.unitPrice,
        discountTiers: p.tiers ?? [],
        refillDays: p.refillDays,
        minDays: p.days?.[0] ?? 1,
        maxDays: p.days?.[1] ?? 1,
        status: p.status ?? 'SALEABLE',
        isPopular: p.popular ?? false,
        // 패널 연결(panelId)은 운영자가 관리자 화면에서 정한다: 데모는 내장 시뮬레이터로 돈다
        panelId: null,
        panelServiceId: p.panelServiceId,
      });
      const displayOrder = (orderInType.get(p.type) ?? 0) + 1;
      orderInType.set(p.type, displayOrder);
      await insertProduct(tx, { ...body, displayOrder });
    }
  });
}
