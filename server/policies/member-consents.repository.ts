import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberConsents } from '../db/schema';
import type { ConsentChannel, ConsentKind } from '../../lib/schemas/policies';

export type NewConsent = { kind: ConsentKind; policyVersionId: number | null; agreed: boolean };

export async function insertMemberConsents(db: Db, p: { memberId: number; channel: ConsentChannel; createdAt: Date; consents: NewConsent[] }) {
  if (p.consents.length === 0) return;
  await db.insert(memberConsents).values(p.consents.map((c) => ({ ...c, memberId: p.memberId, channel: p.channel, createdAt: p.createdAt })));
}

export function listMemberConsents(db: Db, memberId: number) {
  return db
    .select({
      kind: memberConsents.kind,
      policyVersionId: memberConsents.policyVersionId,
      agreed: memberConsents.agreed,
      channel: memberConsents.channel,
      createdAt: memberConsents.createdAt,
    })
    .from(memberConsents)
    .where(eq(memberConsents.memberId, memberId))
    .orderBy(asc(memberConsents.id));
}
