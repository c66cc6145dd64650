import type { Db } from '../db/client';
import { paymentWebhookEvents } from '../db/schema';

export type NewWebhookEvent = typeof paymentWebhookEvents.$inferInsert;

/** 웹훅 한 번의 기록. 처리(상태 변경)와 같은 트랜잭션에서 적는다 */
export function insertWebhookEvent(db: Db, row: NewWebhookEvent) {
  return db.insert(paymentWebhookEvents).values(row);
}
