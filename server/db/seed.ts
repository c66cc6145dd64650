import type { Db } from './client';
import { DEV_JWT_SECRET } from '../config';
import type { AdminRole } from '../../lib/schemas/members';
import { seedOperatorMfa } from './seed/operators';
import { insertMember } from '../members/members.repository';
import { hashPassword } from '../members/passwords';
import { seedCatalogue } from './seed/catalogue';
import { seedContents } from './seed/contents';
import { seedCoupons } from './seed/coupons';
import { seedPanels } from './seed/panels';
import { seedDemoServices } from './seed/demo-services';
import { seedQnas } from './seed/qnas';
import { seedReviews } from './seed/reviews';
import { seedBusinessDetails } from './seed/business-details';

/** README 에 적힌 데모 계정. 운영 DB 에는 SEED_DEMO=true 로 요청할 때만 들어간다. */
export const DEMO_ACCOUNTS = {
  member: { email: 'demo@example.com', password: 'demo1234!', name: '김데모', cellPhone: '01012345678' },
  admin: { email: 'admin@example.com', password: 'admin1234!', name: '운영자', cellPhone: '01000000000' },
  manager: { email: 'manager@example.com', password: 'manager1234!', name: '매니저', cellPhone: '01000000001' },
  support: { email: 'support@example.com', password: 'support1234!', name: '상담원', cellPhone: '01000000002' },
} as const;

/** 데모 운영자의 등급: admin 은 대표 운영자 */
const DEMO_ADMIN_ROLES: Partial<Record<keyof typeof DEMO_ACCOUNTS, AdminRole>> = { admin: 'OWNER', manager: 'MANAGER', support: 'SUPPORT' };

/**
 * 여러 번 돌려도 같은 결과: 이미 있으면 건너뛴다.
 * jwtSecret: 데모 운영자의 TOTP 비밀을 서버와 같은 키로 암호화하려고(api 가 config.JWT_SECRET 을 넘긴다).
 */
export async function seedDemo(db: Db, now = new Date(), options: { jwtSecret?: string } = {}) {
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
    const adminRole = DEMO_ADMIN_ROLES[key] ?? null;
    await insertMember(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      name: account.name,
      cellPhone: account.cellPhone,
      registrationType: 'EMAIL',
      // 데모 계정은 README 의 주소로 바로 결제·후기까지 해 보도록 인증을 마친 상태로 둔다
      status: 'NORMAL',
      role: adminRole ? 'ADMIN' : 'MEMBER',
      adminRole,
      agreeMarketing: false,
      termsAgreedAt: now,
    });
  }
  await seedOperatorMfa(db, [DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.manager.email], options.jwtSecret ?? DEV_JWT_SECRET, now);
  await seedCatalogue(db);
  await seedContents(db, now);
  // 스토어 아래쪽의 사업자 정보((샘플) 표시). 정책 초안은 마이그레이션이 넣는다(판이 늘 하나는 있어야 가입이 동의를 적는다)
  await seedBusinessDetails(db);
  await seedCoupons(db);
  // 이행: 내장 시뮬레이터 패널과 상품 연결, 데모 회원의 서비스(진행 중·완료)
  await seedPanels(db, now);
  await seedDemoServices(db, now);
  // 데모 문의·후기 (완료된 데모 서비스에 단다)
  await seedQnas(db, now);
  await seedReviews(db, now);
}
