import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
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
  }).catch(async (err: unknown) => {
    await unreachableAtBuild();
    throw err;
  });
  if (response.status === 404) notFound();
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw ApiError.fromResponse(response.status, body);
  return schema.parse(body);
}

/**
 * 빌드가 API 에 닿지 못하면(e2e 처럼 API 없이 빌드할 때) 그 페이지는 미리 그리지 않고 요청마다 그리게 둔다:
 * 빈 화면을 캐시해 첫 방문자에게 내주거나 빌드를 깨는 것보다 낫다. API 에 닿는 빌드에서는 정적 페이지(ISR)다.
 */
export async function unreachableAtBuild() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection();
}

/**
 * 경로의 숫자 id. 숫자가 아니면 API 까지 가지 않고 찾을 수 없음으로 보낸다.
 * 십진수 그대로 쓴 것('12')만 받는다: '012'·'1e1'·'12.0' 도 같은 수로 읽히지만, 이 화면들은 라우트 캐시에 주소마다
 * 따로 남으므로 같은 상품이 여러 주소로 끝없이 캐시되지 않게 한다
 */
export function idOrNotFound(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) notFound();
  const parsed = IdSchema.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}
