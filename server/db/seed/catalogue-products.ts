import type { AccountType, DiscountTier, ProductKind, ProductStatus } from '../../../lib/schemas/catalogue';

/** 데모 상품 한 줄. type 은 '채널슬러그/유형슬러그', 주문 대상 종류는 유형이 정한다 */
export type SeedProduct = {
  type: string;
  kind: ProductKind;
  accountType: AccountType;
  name: string;
  unitPrice: number;
  quantity: [min: number, def: number, max: number];
  tiers?: DiscountTier[];
  refillDays: number;
  days?: [min: number, max: number];
  status?: ProductStatus;
  popular?: boolean;
  panelServiceId: string;
  description: string;
};

const bulk: DiscountTier[] = [
  { minQuantity: 1_000, rate: 5 },
  { minQuantity: 5_000, rate: 10 },
];
const massive: DiscountTier[] = [
  { minQuantity: 100_000, rate: 5 },
  { minQuantity: 1_000_000, rate: 10 },
];
const small: DiscountTier[] = [
  { minQuantity: 100, rate: 5 },
  { minQuantity: 500, rate: 10 },
];

export const SEED_PRODUCTS: SeedProduct[] = [
  // ── 인스타그램 ──
  { type: 'instagram/followers', kind: 'SINGLE', accountType: 'KOREAN', name: '인스타그램 한국인 팔로워', unitPrice: 55, quantity: [100, 1_000, 50_000], tiers: bulk, refillDays: 30, popular: true, panelServiceId: '1001',
    description: '실제 활동하는 한국인 계정이 팔로우합니다.\n주문 후 30분 안에 시작해 하루 1,000~3,000명씩 들어갑니다.\n30일 안에 빠진 인원은 리필 신청으로 다시 채워 드립니다.\n비공개 계정은 진행되지 않으니 공개로 바꿔 주세요.' },
  { type: 'instagram/followers', kind: 'SINGLE', accountType: 'GLOBAL', name: '인스타그램 외국인 팔로워', unitPrice: 28, quantity: [100, 1_000, 500_000], tiers: bulk, refillDays: 30, popular: true, panelServiceId: '1002',
    description: '프로필 사진과 게시물이 있는 외국인 계정이 팔로우합니다.\n하루 최대 20,000명까지 빠르게 들어갑니다.\n30일 리필 보장이 포함되어 있습니다.' },
  { type: 'instagram/followers', kind: 'SINGLE', accountType: 'GLOBAL', name: '인스타그램 외국인 실속 팔로워', unitPrice: 20, quantity: [500, 5_000, 1_000_000], tiers: bulk, refillDays: 0, panelServiceId: '1003',
    description: '가장 저렴한 외국인 팔로워입니다.\n속도는 빠르지만 시간이 지나며 일부 빠질 수 있고 리필 보장이 없습니다.\n숫자를 빠르게 늘리고 싶은 새 계정에 알맞습니다.' },
  { type: 'instagram/followers', kind: 'SINGLE', accountType: 'KOREAN', name: '인스타그램 한국인 여성 팔로워', unitPrice: 60, quantity: [50, 500, 10_000], tiers: bulk, refillDays: 30, panelServiceId: '1004',
    description: '여성 한국인 계정만 골라 팔로우합니다.\n뷰티·패션 계정처럼 여성 팔로워 비율이 중요한 곳에 추천합니다.\n하루 500~1,000명씩 천천히 들어갑니다. 30일 리필 보장.' },
  { type: 'instagram/followers', kind: 'DAILY', accountType: 'KOREAN', name: '인스타그램 한국인 팔로워 데일리', unitPrice: 58, quantity: [10, 100, 1_000], tiers: small, refillDays: 30, days: [7, 90], panelServiceId: '1005',
    description: '정한 기간 동안 매일 같은 인원이 자연스럽게 늘어납니다.\n하루 수량과 기간(7~90일)을 고르면 매일 자정 이후 시작합니다.\n급격한 증가가 부담스러운 계정에 알맞습니다.' },
  { type: 'instagram/likes', kind: 'SINGLE', accountType: 'KOREAN', name: '인스타그램 한국인 좋아요', unitPrice: 12, quantity: [50, 500, 20_000], tiers: bulk, refillDays: 7, popular: true, panelServiceId: '1011',
    description: '게시물 한 개에 한국인 계정의 좋아요가 들어갑니다.\n주문 후 10분 안에 시작해 1시간 안에 대부분 완료됩니다.\n릴스와 사진 게시물 모두 가능합니다.' },
  { type: 'instagram/likes', kind: 'SINGLE', accountType: 'GLOBAL', name: '인스타그램 외국인 좋아요', unitPrice: 5, quantity: [100, 1_000, 100_000], tiers: bulk, refillDays: 7, panelServiceId: '1012',
    description: '외국인 계정의 좋아요를 저렴하게 올립니다.\n시간당 5,000개 이상 빠르게 들어갑니다.\n7일 안에 줄어든 좋아요는 리필 신청으로 채워 드립니다.' },
  { type: 'instagram/likes', kind: 'SINGLE', accountType: 'KOREAN', name: '인스타그램 한국인 여성 좋아요', unitPrice: 15, quantity: [50, 300, 10_000], tiers: bulk, refillDays: 7, panelServiceId: '1013',
    description: '여성 한국인 계정만 좋아요를 누릅니다.\n하루 안에 완료되며 7일 리필 보장이 포함됩니다.' },
  { type: 'instagram/views', kind: 'SINGLE', accountType: 'GLOBAL', name: '인스타그램 릴스 조회수', unitPrice: 1, quantity: [1_000, 10_000, 10_000_000], tiers: massive, refillDays: 0, popular: true, panelServiceId: '1021',
    description: '릴스·동영상 게시물의 조회수를 올립니다.\n주문 즉시 시작해 시간당 10만 회 이상 들어갑니다.\n조회수는 줄어들지 않아 리필이 없습니다.' },
  { type: 'instagram/views', kind: 'SINGLE', accountType: 'KOREAN', name: '인스타그램 한국인 릴스 조회수', unitPrice: 3, quantity: [500, 5_000, 1_000_000], tiers: massive, refillDays: 0, panelServiceId: '1022',
    description: '한국 사용자의 조회로 릴스 조회수를 올립니다.\n하루 5만 회 안팎으로 자연스럽게 들어갑니다.' },
  { type: 'instagram/comments', kind: 'SINGLE', accountType: 'KOREAN', name: '인스타그램 한국인 랜덤 댓글', unitPrice: 300, quantity: [5, 10, 500], tiers: small, refillDays: 0, panelServiceId: '1031',
    description: '게시물 분위기에 맞는 짧은 한국어 댓글이 달립니다.\n댓글 내용은 고를 수 없고 중복되지 않게 섞어 드립니다.\n하루 안에 완료됩니다.' },
  { type: 'instagram/comments', kind: 'SINGLE', accountType: 'KOREAN', name: '인스타그램 한국인 맞춤 댓글', unitPrice: 500, quantity: [5, 10, 200], refillDays: 0, status: 'ADMIN_ORDER', panelServiceId: '1032',
    description: '원하는 댓글 문구를 받아 한국인 계정으로 달아 드립니다.\n문구 확인이 필요해 상담 후 운영자가 대신 주문합니다.' },
  { type: 'instagram/auto-likes', kind: 'DAILY', accountType: 'KOREAN', name: '인스타그램 자동 좋아요 30일', unitPrice: 12, quantity: [50, 100, 2_000], tiers: small, refillDays: 0, days: [30, 30], popular: true, panelServiceId: '1041',
    description: '30일 동안 새 게시물이 올라올 때마다 한국인 좋아요가 자동으로 들어갑니다.\n게시물을 올리고 10분 안에 시작합니다. 하루 게시물 4개까지 적용됩니다.\n계정 아이디만 알려 주시면 됩니다.' },
  { type: 'instagram/auto-likes', kind: 'DAILY', accountType: 'GLOBAL', name: '인스타그램 외국인 자동 좋아요', unitPrice: 5, quantity: [100, 300, 5_000], tiers: small, refillDays: 0, days: [7, 90], panelServiceId: '1042',
    description: '고른 기간(7~90일) 동안 새 게시물마다 외국인 좋아요가 자동으로 들어갑니다.\n하루 게시물 4개까지 적용됩니다.' },
  { type: 'instagram/auto-likes', kind: 'DAILY', accountType: 'KOREAN', name: '인스타그램 한국인 여성 자동 좋아요', unitPrice: 15, quantity: [30, 100, 1_000], tiers: small, refillDays: 0, days: [7, 60], panelServiceId: '1043',
    description: '여성 한국인 계정의 좋아요가 새 게시물마다 자동으로 들어갑니다.\n기간은 7~60일 사이에서 고를 수 있습니다.' },

  // ── 유튜브 ──
  { type: 'youtube/subscribers', kind: 'SINGLE', accountType: 'GLOBAL', name: '유튜브 구독자', unitPrice: 80, quantity: [100, 1_000, 100_000], tiers: bulk, refillDays: 30, popular: true, panelServiceId: '2001',
    description: '외국인 계정이 채널을 구독합니다.\n하루 300~1,000명씩 들어가며 30일 리필 보장이 포함됩니다.\n수익 창출 조건(구독자 1,000명) 달성에 많이 이용합니다.' },
  { type: 'youtube/subscribers', kind: 'SINGLE', accountType: 'KOREAN', name: '유튜브 한국인 구독자', unitPrice: 150, quantity: [50, 100, 10_000], tiers: bulk, refillDays: 30, panelServiceId: '2002',
    description: '한국인 계정이 채널을 구독합니다.\n하루 100~300명씩 천천히 들어갑니다. 30일 리필 보장.' },
  { type: 'youtube/subscribers', kind: 'DAILY', accountType: 'GLOBAL', name: '유튜브 구독자 데일리', unitPrice: 90, quantity: [10, 50, 500], tiers: small, refillDays: 30, days: [7, 60], panelServiceId: '2003',
    description: '정한 기간 동안 매일 같은 수의 구독자가 늘어납니다.\n기간은 7~60일, 하루 수량은 10~500명입니다.' },
  { type: 'youtube/views', kind: 'SINGLE', accountType: 'GLOBAL', name: '유튜브 조회수', unitPrice: 2, quantity: [1_000, 10_000, 10_000_000], tiers: massive, refillDays: 0, popular: true, panelServiceId: '2011',
    description: '영상 조회수를 올립니다. 시청 유지율 30초 이상으로 들어갑니다.\n하루 5만~10만 회 속도로 진행됩니다.\n공개 영상만 가능하며 연령 제한 영상은 진행되지 않습니다.' },
  { type: 'youtube/views', kind: 'SINGLE', accountType: 'KOREAN', name: '유튜브 한국인 조회수', unitPrice: 3, quantity: [1_000, 5_000, 1_000_000], tiers: massive, refillDays: 0, panelServiceId: '2012',
    description: '한국 사용자의 유입으로 조회수를 올립니다.\n하루 1만~3만 회 속도로 진행됩니다.' },
  { type: 'youtube/views', kind: 'SINGLE', accountType: 'GLOBAL', name: '유튜브 쇼츠 조회수', unitPrice: 1, quantity: [1_000, 10_000, 10_000_000], tiers: massive, refillDays: 0, panelServiceId: '2013',
    description: '쇼츠 영상 전용 조회수입니다.\n주문 후 1시간 안에 시작해 빠르게 들어갑니다.' },
  { type: 'youtube/likes', kind: 'SINGLE', accountType: 'GLOBAL', name: '유튜브 좋아요', unitPrice: 10, quantity: [50, 500, 50_000], tiers: bulk, refillDays: 30, panelServiceId: '2021',
    description: '영상에 외국인 계정의 좋아요가 들어갑니다.\n하루 안에 완료되며 30일 리필 보장이 포함됩니다.' },
  { type: 'youtube/likes', kind: 'SINGLE', accountType: 'KOREAN', name: '유튜브 한국인 좋아요', unitPrice: 15, quantity: [20, 100, 10_000], tiers: bulk, refillDays: 30, panelServiceId: '2022',
    description: '한국인 계정의 좋아요가 영상에 들어갑니다.\n하루 200~500개씩 들어가며 30일 리필 보장이 포함됩니다.' },
  { type: 'youtube/watch-time', kind: 'SINGLE', accountType: 'GLOBAL', name: '유튜브 시청 시간', unitPrice: 30, quantity: [100, 1_000, 4_000], tiers: small, refillDays: 30, popular: true, panelServiceId: '2031',
    description: '영상의 누적 시청 시간을 시간 단위로 올립니다.\n60분 이상 길이의 공개 영상에만 진행됩니다.\n하루 200~500시간씩 들어가며 30일 리필 보장이 포함됩니다.' },
  { type: 'youtube/watch-time', kind: 'SINGLE', accountType: 'KOREAN', name: '유튜브 한국인 시청 시간', unitPrice: 60, quantity: [100, 500, 4_000], refillDays: 30, status: 'NOTSALE', panelServiceId: '2032',
    description: '한국 사용자의 시청으로 누적 시청 시간을 올립니다.\n공급처 사정으로 판매를 잠시 멈췄습니다.' },

  // ── 틱톡 ──
  { type: 'tiktok/followers', kind: 'SINGLE', accountType: 'GLOBAL', name: '틱톡 외국인 팔로워', unitPrice: 25, quantity: [100, 1_000, 100_000], tiers: bulk, refillDays: 30, popular: true, panelServiceId: '3001',
    description: '외국인 계정이 틱톡 계정을 팔로우합니다.\n하루 5,000명 안팎으로 들어가며 30일 리필 보장이 포함됩니다.' },
  { type: 'tiktok/followers', kind: 'SINGLE', accountType: 'KOREAN', name: '틱톡 한국인 팔로워', unitPrice: 60, quantity: [50, 500, 10_000], tiers: bulk, refillDays: 30, panelServiceId: '3002',
    description: '한국인 계정이 팔로우합니다.\n하루 300~1,000명씩 들어갑니다. 30일 리필 보장.' },
  { type: 'tiktok/likes', kind: 'SINGLE', accountType: 'GLOBAL', name: '틱톡 외국인 좋아요', unitPrice: 5, quantity: [100, 1_000, 100_000], tiers: bulk, refillDays: 0, panelServiceId: '3011',
    description: '틱톡 영상에 외국인 좋아요가 들어갑니다.\n주문 즉시 시작해 몇 시간 안에 완료됩니다.' },
  { type: 'tiktok/likes', kind: 'SINGLE', accountType: 'KOREAN', name: '틱톡 한국인 좋아요', unitPrice: 13, quantity: [50, 300, 10_000], tiers: bulk, refillDays: 7, panelServiceId: '3012',
    description: '한국인 계정의 좋아요가 영상에 들어갑니다.\n하루 안에 완료되며 7일 리필 보장이 포함됩니다.' },
  { type: 'tiktok/views', kind: 'SINGLE', accountType: 'GLOBAL', name: '틱톡 조회수', unitPrice: 1, quantity: [1_000, 10_000, 10_000_000], tiers: massive, refillDays: 0, panelServiceId: '3021',
    description: '틱톡 영상 조회수를 올립니다.\n주문 즉시 시작해 시간당 수십만 회까지 들어갑니다.' },
  { type: 'tiktok/views', kind: 'DAILY', accountType: 'GLOBAL', name: '틱톡 조회수 데일리', unitPrice: 1, quantity: [1_000, 5_000, 100_000], tiers: massive, refillDays: 0, days: [7, 30], panelServiceId: '3022',
    description: '정한 기간(7~30일) 동안 매일 같은 조회수가 영상에 들어갑니다.\n추천 피드에 오래 머물도록 조회수를 나눠 올릴 때 씁니다.' },

  // ── 페이스북 ──
  { type: 'facebook/page-likes', kind: 'SINGLE', accountType: 'GLOBAL', name: '페이스북 페이지 좋아요', unitPrice: 20, quantity: [100, 1_000, 50_000], tiers: bulk, refillDays: 30, panelServiceId: '4001',
    description: '페이스북 페이지에 외국인 계정의 좋아요가 들어갑니다.\n하루 1,000~3,000개씩 들어가며 30일 리필 보장이 포함됩니다.' },
  { type: 'facebook/page-likes', kind: 'SINGLE', accountType: 'KOREAN', name: '페이스북 한국인 페이지 좋아요', unitPrice: 50, quantity: [50, 300, 5_000], tiers: bulk, refillDays: 30, panelServiceId: '4002',
    description: '한국인 계정이 페이지에 좋아요를 누릅니다.\n하루 100~300개씩 천천히 들어갑니다. 30일 리필 보장.' },
  { type: 'facebook/page-followers', kind: 'SINGLE', accountType: 'GLOBAL', name: '페이스북 페이지 팔로워', unitPrice: 22, quantity: [100, 1_000, 50_000], tiers: bulk, refillDays: 30, panelServiceId: '4011',
    description: '페이스북 페이지를 팔로우하는 외국인 계정을 늘립니다.\n하루 1,000명 안팎으로 들어가며 30일 리필 보장이 포함됩니다.' },
  { type: 'facebook/page-followers', kind: 'SINGLE', accountType: 'KOREAN', name: '페이스북 한국인 페이지 팔로워', unitPrice: 55, quantity: [50, 300, 5_000], refillDays: 30, status: 'ADMIN_ORDER', panelServiceId: '4012',
    description: '한국인 계정이 페이지를 팔로우합니다.\n수량이 한정되어 상담 후 운영자가 대신 주문합니다.' },
];
