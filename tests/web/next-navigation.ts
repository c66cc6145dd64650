import { vi } from 'vitest';

/**
 * next/navigation 의 가짜 하나. 쓰는 테스트는 `vi.mock('next/navigation', () => import('../next-navigation'))` 로 걸고
 * router·pathname 을 여기서 가져다 확인한다. vitest 는 테스트 파일마다 모듈을 새로 읽으므로 파일끼리 섞이지 않는다.
 */
export const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() };
export const pathname = { current: '/' };

export const useRouter = () => router;
export const usePathname = () => pathname.current;
export const useSearchParams = () => new URLSearchParams();
// Next 의 notFound 처럼 던져 렌더를 멈춘다: 테스트의 경계가 잡아 화면에 적는다
export const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
