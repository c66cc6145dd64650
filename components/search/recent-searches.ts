'use client';

import { useSyncExternalStore } from 'react';

/** 최근 검색어: 이 기기의 localStorage 에만(회원 정보가 아니라 서버에 보내지 않는다). 최근 것이 앞 */
const KEY = 'recentSearches';
export const RECENT_MAX = 10;

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly string[] = [];
// useSyncExternalStore 는 같은 값이면 같은 배열을 돌려받아야 한다: 읽은 원문과 그 결과를 들고 있는다
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY; // 사생활 보호 모드 등 저장소를 못 쓰면 기록 없이
  }
  if (raw === cache.raw) return cache.list;
  let list: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter((v): v is string => typeof v === 'string').slice(0, RECENT_MAX);
  } catch {
    list = EMPTY;
  }
  cache = { raw, list };
  return list;
}

function write(list: readonly string[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // 저장하지 못해도 검색은 된다
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  // 다른 탭에서 지우거나 더한 것도 따라간다
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function addRecentSearch(term: string) {
  const t = term.trim();
  if (!t) return;
  write([t, ...read().filter((v) => v !== t)].slice(0, RECENT_MAX));
}

export function removeRecentSearch(term: string) {
  write(read().filter((v) => v !== term));
}

export function clearRecentSearches() {
  write([]);
}

export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
