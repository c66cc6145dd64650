import { useSyncExternalStore } from 'react';

/**
 * next/navigation 을 대신하는 작은 라우터: router.replace 가 주소의 쿼리를 바꾸면 useSearchParams 를 쓰는 화면이 다시 그려진다.
 *   vi.mock('next/navigation', async () => (await import('../components/navigation-mock')).navigationMock);
 *   beforeEach(() => navigation.reset('/admin/purchases', 'status=PAID'));
 */
let search = new URLSearchParams();
let pathname = '/admin';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const navigation = {
  /** router.replace·push 로 간 주소들(처음부터 차례로) */
  visited: [] as string[],
  reset(path = '/admin', query = '') {
    pathname = path;
    search = new URLSearchParams(query);
    navigation.visited.length = 0;
    notify();
  },
  get search() {
    return search;
  },
};

function go(url: string) {
  navigation.visited.push(url);
  const [path, query = ''] = url.split('?');
  pathname = path || pathname;
  search = new URLSearchParams(query);
  notify();
}

const router = { replace: go, push: go, back: () => {}, forward: () => {}, refresh: () => {}, prefetch: () => {} };

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const navigationMock = {
  useRouter: () => router,
  usePathname: () => useSyncExternalStore(subscribe, () => pathname),
  useSearchParams: () => useSyncExternalStore(subscribe, () => search),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
};
