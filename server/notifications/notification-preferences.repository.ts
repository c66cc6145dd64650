import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberNotificationPreferences, members } from '../db/schema';
import { preferenceColumns } from './notifications.repository';

const columns = {
  status: members.status,
  agreeMarketing: members.agreeMarketing,
  prefs: { ...preferenceColumns, updatedAt: memberNotificationPreferences.updatedAt },
};

const memberWithPreferences = (db: Db, memberId: number) =>
  db
    .select(columns)
    .from(members)
    .leftJoin(memberNotificationPreferences, eq(memberNotificationPreferences.memberId, members.id))
    .where(eq(members.id, memberId))
    .$dynamic();

/** 회원 상태·광고 수신 동의와 저장된 알림 선택. 선택 줄이 없으면 prefs 가 null(기본값을 쓴다) */
export async function findMemberWithPreferences(db: Db, memberId: number) {
  const rows = await memberWithPreferences(db, memberId).limit(1);
  return rows[0] ?? null;
}

/** 같은 것을 회원 행을 잠그고: 동의 값과 선택 줄을 함께 바꾸는 동안 탈퇴가 끼어들지 못하게 */
export async function lockMemberWithPreferences(db: Db, memberId: number) {
  const rows = await memberWithPreferences(db, memberId).for('update', { of: members }).limit(1);
  return rows[0] ?? null;
}

export async function setMarketingConsent(db: Db, p: { memberId: number; agree: boolean; now: Date }) {
  await db.update(members).set({ agreeMarketing: p.agree, updatedAt: p.now }).where(eq(members.id, p.memberId));
}
