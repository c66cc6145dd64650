import { check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { updatedAt } from './columns';

/**
 * 전자상거래법 §10 이 쇼핑몰 첫 화면에 요구하는 사업자 정보. 가게는 하나라 줄도 하나(id = 1)다.
 * 바뀐 이력은 작업 기록(audit_logs)에 바꾸기 전·후 값으로 남는다.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    id: integer('id').primaryKey().default(1),
    companyName: varchar('company_name', { length: 60 }).notNull(),
    representative: varchar('representative', { length: 30 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** 숫자 10자리(하이픈 없이) */
    registrationNumber: varchar('registration_number', { length: 10 }).notNull(),
    mailOrderNumber: varchar('mail_order_number', { length: 40 }).notNull(),
    hostingProvider: varchar('hosting_provider', { length: 60 }).notNull(),
    privacyOfficerName: varchar('privacy_officer_name', { length: 30 }).notNull(),
    privacyOfficerContact: varchar('privacy_officer_contact', { length: 254 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('business_details_single_row', sql`${t.id} = 1`)],
);
