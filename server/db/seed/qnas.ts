import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { members, qnas, services } from '../schema';
import { DAY_MS, HOUR_MS } from '../../lib/time';

const DEMO_EMAIL = 'demo@example.com';

/** 데모 회원의 문의 두 건(하나는 답변 완료). 여러 번 돌려도 같은 결과: 이미 있으면 건너뛴다. */
export async function seedQnas(db: Db, now: Date): Promise<void> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.email, DEMO_EMAIL)).limit(1);
  if (!member) return;
  const [existing] = await db.select({ id: qnas.id }).from(qnas).where(eq(qnas.memberId, member.id)).limit(1);
  if (existing) return;
  // 데모 서비스가 있으면 답변 완료 문의에 단다(없으면 서비스 없이)
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.memberId, member.id))
    .orderBy(desc(services.createdAt))
    .limit(1);
  const [admin] = await db.select({ id: members.id }).from(members).where(eq(members.email, 'admin@example.com')).limit(1);
  await db.insert(qnas).values([
    {
      memberId: member.id,
      serviceId: service?.id ?? null,
      category: 'SERVICE_QUESTION',
      title: '팔로워가 언제부터 늘어나나요?',
      content: '어제 결제했는데 아직 시작 전으로 보여서 문의드립니다.',
      receiveEmail: false,
      status: 'ANSWERED',
      reply: '안녕하세요, 그로스몰입니다. 주문은 결제 후 순서대로 시작되며 보통 24시간 안에 진행됩니다. 조금만 기다려 주세요.',
      repliedAt: new Date(now.getTime() - DAY_MS),
      repliedByMemberId: admin?.id ?? null,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
      updatedAt: new Date(now.getTime() - DAY_MS),
    },
    {
      memberId: member.id,
      serviceId: null,
      category: 'DEPOSIT_QUESTION',
      title: '무통장 입금 확인 부탁드립니다',
      content: '오늘 오전에 김데모 이름으로 입금했습니다. 확인 부탁드립니다.',
      receiveEmail: true,
      createdAt: new Date(now.getTime() - HOUR_MS),
      updatedAt: new Date(now.getTime() - HOUR_MS),
    },
  ]);
}
