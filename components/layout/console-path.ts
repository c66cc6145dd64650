/** 운영 콘솔의 주소인가: 콘솔만 480px 기둥을 벗어나 화면 폭을 다 쓰고, 스토어의 다른 화면은 그대로 360~480px */
export const isConsolePath = (pathname: string | null) => pathname === '/admin' || (pathname?.startsWith('/admin/') ?? false);
