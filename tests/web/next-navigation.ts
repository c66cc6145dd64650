import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';

/**
 * next/navigation 의 가짜 하나. 쓰는 테스트는 `vi.mock('next/navigation', () => import('../next-navigation'))` 로 걸고
 * router·pathname·navigation 을 여기서 가져다 확인한다. vitest 는 테스트 파일마다 모듈을 새로 읽으므로 파일끼리 섞이지 않는다.
 *
 * 주소를 실제로 들고 있다: router.push·replace 가 주소를 바꾸면 usePathname·useSearchParams 를 쓰는 화면이 다시 그려진다.
 * 그래야 "조건을 바꾸면 주소에 남고 그 주소로 다시 묻는다" 같은 흐름을 화면 그대로 확인할 수 있다.
 *   pathname.current = '/checkout';                          // 파일이 시작할 주소(쿼리 없이)
 *   beforeEach(() => navigation.reset('/admin/purchases', 'status=PAID'));  // 쿼리까지
 * 테스트 하나가 끝나면 setup.ts 가 그 시작 주소로 되돌린다: 앞 테스트의 이동이 다음 테스트의 화면을 바꾸지 않게.
 */
let start = { path: '/', query: '' };
let currentPath = '/';
let search = new URLSearchParams();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function go(url: string) {
  navigation.visited.push(url);
  const [path, query = ''] = url.split('?');
  currentPath = path || currentPath;
  search = new URLSearchParams(query);
  notify();
}

type NavigateOptions = { scroll?: boolean };

// 구현을 vi.fn 에 넘겨 두어야 mockReset()·vi.resetAllMocks() 뒤에도 주소를 바꾸는 동작이 되살아난다(vitest 4)
export const router = {
  push: vi.fn((url: string, _options?: NavigateOptions) => go(url)),
  replace: vi.fn((url: string, _options?: NavigateOptions) => go(url)),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

export const navigation = {
  /** router.replace·push 로 간 주소들(시작 주소 뒤로 차례로) */
  visited: [] as string[],
  /** 주소를 path?query 로 놓고 지나온 기록을 비운다. 테스트가 끝나면 이 주소로 돌아온다 */
  reset(path = '/', query = '') {
    start = { path, query };
    navigation.rewind();
  },
  /** 시작 주소로 되돌린다: setup.ts 가 테스트마다 부른다 */
  rewind() {
    currentPath = start.path;
    search = new URLSearchParams(start.query);
    navigation.visited.length = 0;
    notify();
  },
  get search() {
    return search;
  },
};

/** 예전처럼 `pathname.current = '/x'` 로 시작 주소를 정한다(쿼리는 비운다) */
export const pathname = {
  get current() {
    return currentPath;
  },
  set current(path: string) {
    navigation.reset(path);
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const useRouter = () => router;
export const usePathname = () => useSyncExternalStore(subscribe, () => currentPath);
export const useSearchParams = () => useSyncExternalStore(subscribe, () => search);
// Next 의 notFound·redirect 처럼 던져 렌더를 멈춘다: 테스트의 경계가 잡아 화면에 적는다
export const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
export const redirect = vi.fn((url: string) => {
  throw new Error(`NEXT_REDIRECT ${url}`);
});
