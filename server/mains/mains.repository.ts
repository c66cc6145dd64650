import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { snsChannels } from '../db/schema';

/** 메인 화면 바로가기: 보이는 채널을 화면 순서대로 */
export function listShortcutChannels(db: Db) {
  return db
    .select({
      id: snsChannels.id,
      slug: snsChannels.slug,
      name: snsChannels.name,
      subtitle: snsChannels.subtitle,
      iconUrl: snsChannels.iconUrl,
      displayOrder: snsChannels.displayOrder,
    })
    .from(snsChannels)
    .where(eq(snsChannels.isVisible, true))
    .orderBy(asc(snsChannels.displayOrder), asc(snsChannels.id));
}
