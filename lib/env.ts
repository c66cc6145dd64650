export type PublicEnv = { apiUrl: string; sentryDsn: string };

/**
 * 모든 화면의 첫 JS 에 실리는 파일이라 zod 없이 검사한다(zod 는 gzip 30KB 남짓).
 * 규칙은 전과 같다: http(s) 주소가 아니면 시작부터 실패하고, 끝 슬래시는 뗀다.
 */
function httpUrl(name: string, value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // 아래에서 한 번에 알린다
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} 은 http(s) 주소여야 합니다.`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * 브라우저에 실리는 설정. process.env.NEXT_PUBLIC_* 를 글자 그대로 적어야
 * Next 가 빌드 때 값을 박아 넣는다 (구조 분해나 동적 키는 인라인되지 않는다).
 */
export const publicEnv: PublicEnv = {
  apiUrl: httpUrl('NEXT_PUBLIC_API_URL', process.env.NEXT_PUBLIC_API_URL || 'http://localhost:4000'),
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || '',
};

/** 서버 컴포넌트는 내부망 주소로 API 를 부를 수 있다 (없으면 공개 주소). */
export function serverApiUrl(): string {
  return (process.env.API_INTERNAL_URL || publicEnv.apiUrl).replace(/\/+$/, '');
}
