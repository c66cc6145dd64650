import type { Db } from './client';
import { insertMember } from '../members/members.repository';
import { hashPassword } from '../members/passwords';
import { seedCatalogue } from './seed/catalogue';
import { seedContents } from './seed/contents';
import { seedCoupons } from './seed/coupons';
import { seedPanels } from './seed/panels';
import { seedDemoServices } from './seed/demo-services';
import { seedQnas } from './seed/qnas';
import { seedReviews } from './seed/reviews';

/** README 에 적힌 데모 계정. 운영 DB 에는 SEED_DEMO=true 로 요청할 때만 들어간다. */
export const DEMO_ACCOUNTS = {
  member: { email: 'demo@example.com', password: 'demo1234!', name: '김데모', cellPhone: '01012345678' },
  admin: { email: 'admin@example.com', password: 'admin1234!', name: '운영자', cellPhone: '01000000000' },
} as const;

/** 여러 번 돌려도 같은 결과: 이미 있으면 건너뛴다. */
export async function seedDemo(db: Db, now = new Date()) {
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
    await insertMember(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      name: account.name,
      cellPhone: account.cellPhone,
      registrationType: 'EMAIL',
      role: key === 'admin' ? 'ADMIN' : 'MEMBER',
      adminRole: key === 'admin' ? 'OWNER' : null,
      agreeMarketing: false,
      termsAgreedAt: now,
    });
  }
  await seedCatalogue(db);
  await seedContents(db, now);
  await seedCoupons(db);
  // 이행: 내장 시뮬레이터 패널과 상품 연결, 데모 회원의 서비스(진행 중·완료)
  await seedPanels(db, now);
  await seedDemoServices(db, now);
  // 데모 문의·후기 (완료된 데모 서비스에 단다)
  await seedQnas(db, now);
  await seedReviews(db, now);
}
