import type { TabIconName } from './tab-icons';

export type TabItem = {
  href: string;
  label: string;
  icon: TabIconName;
  /** 이 탭의 아래 화면들(주소 앞부분): 그 화면에서도 탭이 켜진다 */
  section: readonly string[];
};

export const TAB_ITEMS: readonly TabItem[] = [
  { href: '/', label: '홈', icon: 'home', section: [] },
  { href: '/channels', label: '전체 서비스', icon: 'services', section: ['/channels/'] },
  { href: '/search', label: '검색', icon: 'search', section: [] },
  { href: '/cart', label: '장바구니', icon: 'cart', section: [] },
  { href: '/my-page', label: '마이페이지', icon: 'my', section: ['/my-page/', '/inquiry'] },
];

/**
 * 그 탭의 화면이면 'page', 그 탭 아래의 화면이면 'true'(채널 하나, 주문 내역 하나), 아니면 없음.
 * 아래 화면에서 'page' 라고 하면 화면 낭독기가 탭 화면 그 자체에 있다고 잘못 읽는다
 */
export function currentOf(item: TabItem, pathname: string): 'page' | 'true' | undefined {
  if (pathname === item.href) return 'page';
  return item.section.some((prefix) => pathname.startsWith(prefix)) ? 'true' : undefined;
}

const under = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** 탭 바를 감출 화면: 결제(메뉴 없는 흐름), 운영 콘솔, 상품 화면(아래 고정 구매 바가 그 자리를 쓴다) */
export function tabBarHiddenOn(pathname: string): boolean {
  return under(pathname, '/checkout') || under(pathname, '/admin') || pathname.startsWith('/products/');
}
