/** 관리자 메뉴. 화면이 생길 때마다 여기에 한 줄씩 더한다(작업 내역, 구매 상태, 문의 답변...). */
export const ADMIN_NAV_ITEMS: readonly { href: string; label: string }[] = [
  { href: '/admin', label: '콘솔 홈' },
  { href: '/admin/channels', label: '채널' },
  { href: '/admin/product-types', label: '상품 유형' },
  { href: '/admin/products', label: '상품' },
  { href: '/admin/purchases', label: '구매 관리' },
  { href: '/admin/deposits', label: '입금 확인' },
  { href: '/admin/notices', label: '공지사항' },
  { href: '/admin/faqs', label: 'FAQ' },
  { href: '/admin/articles', label: '아티클' },
  { href: '/admin/banners', label: '배너' },
  { href: '/admin/popups', label: '팝업' },
];
