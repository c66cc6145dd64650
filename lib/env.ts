import { z } from 'zod';

const PublicEnvSchema = z.object({
  apiUrl: z
    .url({ error: 'NEXT_PUBLIC_API_URL 은 http(s) 주소여야 합니다.' })
    .transform((v) => v.replace(/\/+$/, '')),
  sentryDsn: z.string(),
});
export type PublicEnv = z.infer<typeof PublicEnvSchema>;

/**
 * 브라우저에 실리는 설정. process.env.NEXT_PUBLIC_* 를 글자 그대로 적어야
 * Next 가 빌드 때 값을 박아 넣는다 (구조 분해나 동적 키는 인라인되지 않는다).
 */
export const publicEnv: PublicEnv = PublicEnvSchema.parse({
  apiUrl: process.env.NEXT_PUBLIC_API_URL || 'http://localhost:4000',
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || '',
});

/** 서버 컴포넌트는 내부망 주소로 API 를 부를 수 있다 (없으면 공개 주소). */
export function serverApiUrl(): string {
  return (process.env.API_INTERNAL_URL || publicEnv.apiUrl).replace(/\/+$/, '');
}
