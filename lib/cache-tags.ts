/**
 * 공개 카탈로그·콘텐츠 캐시의 태그. api 의 응답 캐시와 웹의 데이터 캐시(fetch 의 next.tags)가 같은 이름을 쓴다:
 * 관리자 쓰기는 자기가 바꾼 태그만 api 캐시에서 지우고 웹의 /api/revalidate 에 보낸다.
 *
 * - catalogue: 채널·유형 목록과 한 유형의 상품 목록
 * - products: 모든 상품 페이지(채널·유형 이름이 상품 상세에 실린다), product-{id}: 상품 하나
 * - contents: 공지·FAQ·아티클
 * - mains: 메인 화면(배너·팝업, 그리고 메인에 실리는 채널·인기 상품·공지·아티클)
 * - banners: 배너·팝업 목록(/v1/banners, /v1/popups)
 * - reviews: 공개 후기
 * - policies: 이용약관·개인정보처리방침·환불 정책(/policies/*)
 * - business-details: 사업자 정보(스토어 아래쪽, 결제 화면)
 */
export const CACHE_TAG_NAMES = ['catalogue', 'products', 'contents', 'mains', 'banners', 'reviews', 'policies', 'business-details'] as const;
export type CacheTag = (typeof CACHE_TAG_NAMES)[number] | `product-${number}`;

const TAG_PATTERN = new RegExp(`^(?:${CACHE_TAG_NAMES.join('|')}|product-[1-9]\\d{0,9})$`);

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && TAG_PATTERN.test(value);
}

export const productTag = (productId: number): CacheTag => `product-${productId}`;

/** 공개 GET 경로(/v1/...)의 응답이 어느 태그에 속하는가. api 의 응답 캐시가 항목마다 적어 둔다 */
export function tagsOfPublicPath(path: string): CacheTag[] {
  const product = /^\/v1\/orders\/products\/(\d+)$/.exec(path);
  if (product) return ['products', productTag(Number(product[1]))];
  if (path.startsWith('/v1/orders/')) return ['catalogue'];
  // 검색 결과는 채널·유형·상품의 이름과 판매 여부에서 나온다: 카탈로그 쓰기가 지워야 한다
  if (path === '/v1/search') return ['catalogue'];
  if (path === '/v1/banners' || path === '/v1/popups') return ['banners'];
  if (path.startsWith('/v1/mains')) return ['mains'];
  if (path.startsWith('/v1/reviews')) return ['reviews'];
  if (path.startsWith('/v1/policies/')) return ['policies'];
  if (path === '/v1/business-details') return ['business-details'];
  return ['contents'];
}

/**
 * 성공한 관리자 쓰기(/v1/admin/...)가 바꾸는 태그. 목록에 없는 쓰기(입금 확인, 작업 재시도, 회원·쿠폰·패널 …)는
 * 공개 카탈로그에 보이는 것을 바꾸지 않으므로 빈 배열: 캐시를 건드리지 않는다.
 */
export function tagsOfAdminWrite(path: string): CacheTag[] {
  const rest = path.replace(/^\/v1\/admin\//, '');
  const product = /^products\/(\d+)$/.exec(rest);
  // 상품 하나: 그 상품 페이지와 그것이 실린 목록(유형 목록, 메인의 인기 상품)
  if (product) return ['catalogue', productTag(Number(product[1])), 'mains'];
  // 새 상품·순서 바꾸기: 다른 상품의 상세는 그대로다
  if (/^products(\/order)?$/.test(rest)) return ['catalogue', 'mains'];
  // 채널·유형의 이름과 아이콘은 모든 상품 상세와 메인에 실린다
  if (/^(channels|product-types)(\/|$)/.test(rest)) return ['catalogue', 'products', 'mains'];
  // 공지·아티클은 메인에도 몇 개 실린다. FAQ 는 FAQ 화면에만
  if (/^(notices|articles)(\/|$)/.test(rest)) return ['contents', 'mains'];
  if (/^faqs(\/|$)/.test(rest)) return ['contents'];
  if (/^(banners|popups)(\/|$)/.test(rest)) return ['banners', 'mains'];
  // 후기 숨김·사진 지움은 후기 화면과 상품 페이지의 후기에 보인다
  if (/^reviews(\/|$)/.test(rest)) return ['reviews'];
  if (/^policies(\/|$)/.test(rest)) return ['policies'];
  if (rest === 'business-details') return ['business-details'];
  return [];
}
