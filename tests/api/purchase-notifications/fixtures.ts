import { and, asc, eq, like } from 'drizzle-orm';
import { notifications } from '../../../server/db/schema';
import type { TestApp } from '../../helpers/test-app';

/** 한 회원의 발송함 줄(오래된 순). template 을 주면 그 템플릿만 */
export function notificationsOf(t: TestApp, memberId: number, template?: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), template ? eq(notifications.templateCode, template) : undefined))
    .orderBy(asc(notifications.id));
}

/** 한 구매의 발송함 줄: eventKey 가 purchase:{id}: 로 시작하는 것 */
export function notificationsOfPurchase(t: TestApp, purchaseId: number) {
  return t.db.select().from(notifications).where(like(notifications.eventKey, `purchase:${purchaseId}:%`)).orderBy(asc(notifications.id));
}

/** t.signup() 의 휴대폰 번호(010-1234-5678)를 발송함이 적는 모양 */
export const SIGNUP_PHONE = '01012345678';

/** 한국 시각으로 읽은 날짜의 "2026년 11월 27일" 부분: 기한 문구의 기댓값을 시험 쪽에서 따로 만든다 */
export function kstDayText(at: Date): string {
  const d = new Date(at.getTime() + 9 * 3_600_000);
  return `${d.getUTCFullYear()}년 ${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일`;
}

/** 한국 시각 "HH:MM" */
export function kstTimeText(at: Date): string {
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
}
