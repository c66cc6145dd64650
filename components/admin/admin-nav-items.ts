import type { AdminRole } from '@/lib/schemas/members';

export type AdminNavItem = { href: string; label: string; roles: readonly AdminRole[] };
export type AdminNavGroup = { label: string; items: readonly AdminNavItem[] };

const ALL: readonly AdminRole[] = ['OWNER', 'MANAGER', 'SUPPORT'];
const STAFF: readonly AdminRole[] = ['OWNER', 'MANAGER'];
const OWNER: readonly AdminRole[] = ['OWNER'];

/**
 * 관리자 메뉴: 하는 일별 묶음. roles 는 그 화면을 볼 수 있는 등급으로, api 의 allow() 와 같게 둔다
 * (메뉴는 숨길 뿐이고 막는 것은 api 다).
 */
export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  {
    label: '주문·입금',
    items: [
      { href: '/admin/purchases', label: '구매 관리', roles: STAFF },
      { href: '/admin/deposits', label: '입금 확인', roles: STAFF },
      { href: '/admin/reconciliations', label: '결제 대사', roles: STAFF },
      { href: '/admin/refunds', label: '환불 이체', roles: STAFF },
    ],
  },
  {
    label: '작업·패널',
    items: [
      { href: '/admin/tasks', label: '작업 내역', roles: ALL },
      { href: '/admin/panels', label: '패널', roles: STAFF },
      { href: '/admin/instarter', label: '인스타터 주문', roles: STAFF },
    ],
  },
  {
    label: '회원·포인트·쿠폰',
    items: [
      { href: '/admin/members', label: '회원 관리', roles: ALL },
      { href: '/admin/coupons', label: '쿠폰', roles: STAFF },
    ],
  },
  {
    label: '고객 응대',
    items: [
      { href: '/admin/qnas', label: '1:1 문의', roles: ALL },
      { href: '/admin/reviews', label: '후기', roles: ALL },
      { href: '/admin/notifications', label: '발송함', roles: STAFF },
    ],
  },
  {
    label: '상품·콘텐츠',
    items: [
      { href: '/admin/channels', label: '채널', roles: STAFF },
      { href: '/admin/product-types', label: '상품 유형', roles: STAFF },
      { href: '/admin/products', label: '상품', roles: STAFF },
      { href: '/admin/notices', label: '공지사항', roles: STAFF },
      { href: '/admin/faqs', label: 'FAQ', roles: STAFF },
      { href: '/admin/articles', label: '아티클', roles: STAFF },
      { href: '/admin/banners', label: '배너', roles: STAFF },
      { href: '/admin/popups', label: '팝업', roles: STAFF },
    ],
  },
  {
    label: '매출',
    items: [{ href: '/admin/sales', label: '매출', roles: OWNER }],
  },
  {
    label: '운영',
    items: [
      { href: '/admin/audit-logs', label: '작업 기록', roles: STAFF },
      { href: '/admin/policies', label: '약관·정책', roles: STAFF },
      { href: '/admin/business-details', label: '사업자 정보', roles: STAFF },
      { href: '/admin/operators', label: '운영자 계정', roles: OWNER },
      { href: '/admin/account', label: '내 계정·2단계 인증', roles: ALL },
    ],
  },
];

/** 예전 한 줄 메뉴(콘솔 홈이 앞에 온다) — 그 등급이 볼 수 있는 것만 */
export function navItemsFor(role: AdminRole | null): AdminNavItem[] {
  const items = ADMIN_NAV_GROUPS.flatMap((g) => g.items);
  return [{ href: '/admin', label: '콘솔 홈', roles: ALL }, ...items].filter((i) => role === null || i.roles.includes(role));
}

/** 지금까지의 이름: 등급을 모를 때(불러오는 중) 보이는 전체 메뉴 */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = navItemsFor(null);
