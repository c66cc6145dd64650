import type { PageQuery } from '../../lib/schemas/common';

export type Page<T> = { items: T[]; page: number; size: number; total: number };

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.size;

export const pageOf = <T>(items: T[], total: number, q: PageQuery): Page<T> => ({ items, page: q.page, size: q.size, total });
