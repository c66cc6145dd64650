import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { members, notifications } from '../../../server/db/schema';
import { uniqueEmail } from '../../helpers/test-app';

let seq = 0;

/** 시험마다 겹치지 않는 휴대폰 번호(숫자만). 루프백 서버가 번호로 응답을 고르므로 시험끼리 섞이지 않는다 */
export function uniquePhone(): string {
  seq += 1;
  const n = (Date.now() % 10_000_000) * 7 + seq * 13 + process.pid;
  return `010${String(n % 100_000_000).padStart(8, '0')}`;
}

/** 알림을 받을 회원. 가입 과정이 아니라 알림만 시험하므로 행을 바로 넣는다 */
export async function insertMember(db: Db, p: { phone?: string | null; agreeMarketing?: boolean; status?: 'NORMAL' | 'DELETED' } = {}) {
  const email = uniqueEmail('notify');
  const rows = await db
    .insert(members)
    .values({
      email,
      name: '홍길동',
      cellPhone: p.phone === undefined ? uniquePhone() : p.phone,
      registrationType: 'EMAIL',
      status: p.status ?? 'NORMAL',
      agreeMarketing: p.agreeMarketing ?? false,
    })
    .returning({ id: members.id, cellPhone: members.cellPhone, email: members.email });
  return { memberId: rows[0]!.id, phone: rows[0]!.cellPhone, email: rows[0]!.email! };
}

export async function notificationRow(db: Db, id: number) {
  const rows = await db.select().from(notifications).where(eq(notifications.id, id));
  return rows[0]!;
}

export const paidVariables = { 회원명: '홍길동', 주문번호: 'P2026112600001', 결제수단: '무통장입금', 금액: '12,000' };
