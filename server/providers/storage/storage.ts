/** 업로드 파일 저장소 포트. 키는 'images/2026/11/<uuid>.webp' 처럼 서버가 만든 것만 쓴다. */
export type StoredObject = { bytes: Uint8Array; contentType: string };

export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  /** 없거나 키 모양이 틀리면 null */
  get(key: string): Promise<StoredObject | null>;
  /** 지운다. 이미 없거나 키 모양이 틀리면 아무것도 하지 않는다 */
  delete(key: string): Promise<void>;
}

// 점(.)으로 시작하는 조각이나 '..', 역슬래시, 빈 조각이 들어갈 수 없는 모양: 경로 탈출을 키 단계에서 막는다
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/i;

export function isSafeKey(key: string): boolean {
  return key.length <= 300 && SAFE_KEY.test(key);
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** 저장할 때 확장자를 내용에서 정했으므로 꺼낼 때는 확장자로 충분하다 */
export function contentTypeOfKey(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** 업로드는 키가 매번 새로우므로(uuid) 오래 캐시해도 된다 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
