import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businessDetails } from '../db/schema';

const columns = {
  companyName: businessDetails.companyName,
  representative: businessDetails.representative,
  address: businessDetails.address,
  phone: businessDetails.phone,
  email: businessDetails.email,
  registrationNumber: businessDetails.registrationNumber,
  mailOrderNumber: businessDetails.mailOrderNumber,
  hostingProvider: businessDetails.hostingProvider,
  privacyOfficerName: businessDetails.privacyOfficerName,
  privacyOfficerContact: businessDetails.privacyOfficerContact,
  updatedAt: businessDetails.updatedAt,
};
export type BusinessDetailsRow = NonNullable<Awaited<ReturnType<typeof findBusinessDetails>>>;
export type BusinessDetailsValues = Omit<BusinessDetailsRow, 'updatedAt'>;

export async function findBusinessDetails(db: Db) {
  const rows = await db.select(columns).from(businessDetails).where(eq(businessDetails.id, 1)).limit(1);
  return rows[0] ?? null;
}

/** 줄은 하나(id = 1): 없으면 만들고 있으면 고친다 */
export async function upsertBusinessDetails(db: Db, values: BusinessDetailsValues & { updatedAt: Date }) {
  const rows = await db
    .insert(businessDetails)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessDetails.id, set: values })
    .returning(columns);
  return rows[0]!;
}
