import type { z } from 'zod';
import type { Channel } from '../../lib/schemas/catalogue';
import type { ChannelCreateBodySchema, ChannelPatchBodySchema } from '../../lib/schemas/admin-catalogue';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './admin-channels.repository';
import { assertReorderable, orSlugTaken } from './admin-errors';
import { auditedCrud } from '../audit-logs/audited-crud';

const channelNotFound = () => fail('CHANNEL_NOT_FOUND');

export async function listChannels(deps: AppDeps): Promise<{ items: Channel[] }> {
  return { items: await repo.listAllChannels(deps.db) };
}

export async function getChannelOrThrow(deps: AppDeps, id: number): Promise<Channel> {
  const channel = await repo.findChannelById(deps.db, id);
  if (!channel) throw channelNotFound();
  return channel;
}

export async function createChannel(deps: AppDeps, body: z.output<typeof ChannelCreateBodySchema>): Promise<Channel> {
  const displayOrder = await repo.nextChannelDisplayOrder(deps.db);
  return orSlugTaken(repo.insertChannel(deps.db, { ...body, displayOrder }));
}

export async function updateChannel(deps: AppDeps, id: number, patch: z.output<typeof ChannelPatchBodySchema>): Promise<Channel> {
  const channel = await orSlugTaken(repo.updateChannel(deps.db, id, patch, deps.now()));
  if (!channel) throw channelNotFound();
  return channel;
}

/** 상품이 하나라도(지운 상품 포함) 가리키면 409. 상품 없는 유형은 채널과 함께 지운다 */
export async function deleteChannel(deps: AppDeps, id: number) {
  await getChannelOrThrow(deps, id);
  const productCount = await repo.countProductsOfChannel(deps.db, id);
  if (productCount > 0) {
    throw fail('CHANNEL_IN_USE', { productCount }, { productCount });
  }
  await deps.db.transaction(async (tx) => {
    await repo.deleteProductTypesOfChannel(tx, id);
    await repo.deleteChannel(tx, id);
  });
}

export async function reorderChannels(deps: AppDeps, ids: number[]) {
  const found = await repo.findChannelIdsIn(deps.db, ids);
  assertReorderable(
    ids,
    found.map((id) => ({ id })),
    () => 'root',
  );
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await repo.setChannelDisplayOrder(tx, id, index + 1, now);
  });
}

/** 라우트가 부르는 쓰기: 위 함수들에 작업 기록(같은 트랜잭션)을 붙인 것 */
export const channelWrites = auditedCrud('channels', '채널', (c) => c.name, { create: createChannel, get: getChannelOrThrow, update: updateChannel, remove: deleteChannel, reorder: reorderChannels });
