import { endOfSeoulDay } from '@/lib/format';

/** '오늘 하루 보지 않기' 를 누른 팝업: { [popupId]: 숨김이 끝나는 epoch ms(서울 자정) } */
const STORAGE_KEY = 'growth.popups.hiddenUntil';

type HiddenUntil = Record<string, number>;
const listeners = new Set<() => void>();

function read(): HiddenUntil {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as HiddenUntil) : {};
  } catch {
    return {};
  }
}

/** 오늘(서울) 이 끝날 때까지 숨긴다. 지난 기록은 이때 함께 지운다 */
export function hidePopupToday(popupId: number, nowMs = Date.now()): void {
  const live = Object.fromEntries(Object.entries(read()).filter(([, until]) => until > nowMs));
  live[String(popupId)] = endOfSeoulDay(nowMs);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(live));
  } catch {
    // 사생활 보호 모드 등 저장이 막힌 브라우저: 이번 화면에서만 닫힌다
  }
  listeners.forEach((l) => l());
}

/** 지금 숨겨야 할 팝업 id 들. useSyncExternalStore 가 값으로 비교하게 문자열로 돌려준다 ('1,3') */
export function hiddenPopupKey(nowMs = Date.now()): string {
  return Object.entries(read())
    .filter(([, until]) => typeof until === 'number' && until > nowMs)
    .map(([id]) => id)
    .sort()
    .join(',');
}

export function subscribeHiddenPopups(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
