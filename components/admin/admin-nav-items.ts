/** 관리자 메뉴. 화면이 생길 때마다 여기에 한 줄씩 더한다(작업 내역, 구매 상태, 문의 답변...). */
export const ADMIN_NAV_ITEMS: readonly { href: string; label: string }[] = [{ href: '/admin', label: '콘솔 홈' }];
