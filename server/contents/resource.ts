import type { PageQuery } from '../../lib/schemas/common';
import type { AppDeps } from '../lib/context';
import { fieldFail } from '../lib/errors';
import type { Page } from '../lib/paging';

/** 관리자 CRUD 라우터(admin-resource.routes.ts)가 부르는 서비스의 모양 */
export type AdminResource<Item, Summary, Create, Update> = {
  list: (deps: AppDeps, q: PageQuery) => Promise<Page<Summary>>;
  get: (deps: AppDeps, id: number) => Promise<Item>;
  create: (deps: AppDeps, body: Create) => Promise<Item>;
  update: (deps: AppDeps, id: number, body: Update) => Promise<Item>;
  remove: (deps: AppDeps, id: number) => Promise<void>;
  /** ids 의 순서대로 displayOrder 를 0, 1, 2... 로 둔다 */
  reorder?: (deps: AppDeps, ids: number[]) => Promise<void>;
};

/** 순서 바꾸기에 모르는 id 가 섞이면 아무것도 바꾸지 않고 400 */
export function assertAllKnown(requested: number[], found: number[]) {
  const known = new Set(found);
  const unknownIds = requested.filter((id) => !known.has(id));
  if (unknownIds.length > 0) {
    throw fieldFail('CONTENT_IDS_UNKNOWN', 'ids', { unknownIds });
  }
}

export function windowError() {
  return fieldFail('DISPLAY_WINDOW_INVALID', 'endsAt');
}
