import { matchScore, SEARCH_LIMITS, type SearchResponse } from '../../lib/schemas/search';
import type { Db } from '../db/client';
import * as repo from './search.repository';

/** 맞은 것만 점수 순으로(같은 점수는 읽어 온 노출 순서 그대로: Array.sort 는 안정 정렬) */
function ranked<T>(rows: T[], fields: (row: T) => string[], query: string, limit: number): T[] {
  return rows
    .map((row) => ({ row, score: matchScore(query, fields(row)) }))
    .filter((r): r is { row: T; score: number } => r.score !== null)
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((r) => r.row);
}

/**
 * 상품·상품 유형·채널 검색. 초성과 띄어쓰기를 SQL 로 맞추려면 초성 열(마이그레이션)이나 확장이 필요하다.
 * 카탈로그는 수백 줄을 넘지 않으므로 보이는 것을 읽어 와 lib/schemas 의 규칙으로 맞춘다(응답은 공개 캐시가 든다)
 */
export async function searchCatalogue(db: Db, query: string): Promise<SearchResponse> {
  const [channels, productTypes, products] = await Promise.all([
    repo.listSearchableChannels(db),
    repo.listSearchableProductTypes(db),
    repo.listSearchableProducts(db),
  ]);
  return {
    query,
    channels: ranked(channels, (c) => [c.name, c.slug], query, SEARCH_LIMITS.channels),
    productTypes: ranked(productTypes, (t) => [t.name, t.channel.name, t.slug], query, SEARCH_LIMITS.productTypes),
    products: ranked(products, (p) => [p.name, p.productType.name, p.channel.name], query, SEARCH_LIMITS.products),
  };
}
