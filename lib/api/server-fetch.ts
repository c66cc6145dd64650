import { notFound } from 'next/navigation';
import type { z } from 'zod';
import type { CacheTag } from '../cache-tags';
import { serverApiUrl } from '../env';
import { IdSchema } from '../schemas/common';
import { ApiError } from './api-error';

const TIMEOUT_MS = 5000;
const DEFAULT_REVALIDATE_SECONDS = 60;

type Options = { tags: CacheTag[]; revalidate?: number; query?: Record<string, string | number | undefined> };

function withQuery(path: string, query: Options['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * 서버 컴포넌트의 공개 GET. Next 의 데이터 캐시에 태그(lib/cache-tags.ts)를 달아 두고(관리자 쓰기가 바꾼 태그만 비운다)
 * 60초가 지나면 다시 받는다. 404 는 Next 의 찾을 수 없음 화면으로, 그 밖의 실패는 ApiError 로 던진다.
 */
export async function apiGet<S extends z.ZodType>(path: string, schema: S, options: Options): Promise<z.output<S>> {
  const response = await fetch(`${serverApiUrl()}/v1${withQuery(path, options.query)}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    next: { tags: options.tags, revalidate: options.revalidate ?? DEFAULT_REVALIDATE_SECONDS },
  });
  if (response.status === 404) notFound();
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw ApiError.fromResponse(response.status, body);
  return schema.parse(body);
}

/** 경로의 숫자 id. 숫자가 아니면 API 까지 가지 않고 찾을 수 없음으로 보낸다 */
export function idOrNotFound(value: string): number {
  const parsed = IdSchema.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}
