import type { Db } from '../client';
import { listAllChannels } from '../../catalogue/admin-channels.repository';
import * as coupons from '../../coupons/coupons.repository';
import * as held from '../../coupons/member-coupons.repository';
import { findMemberByEmail } from '../../members/members.repository';
import { grantPointsOnce } from '../../points/points.service';

const DEMO_MEMBER_EMAIL = 'demo@example.com';

type SeedCoupon = coupons.CouponValues & { forDemo: boolean };

const SEED_COUPONS: SeedCoupon[] = [
  { name: '신규 회원 3,000원 할인', discountType: 'FIXED', discountValue: 3_000, maxDiscount: null, minOrderAmount: 10_000, forDemo: true },
  { name: '10% 할인 (최대 5,000원)', discountType: 'RATE', discountValue: 10, maxDiscount: 5_000, minOrderAmount: 20_000, forDemo: true },
  { name: '첫 구매 5,000원', discountType: 'FIXED', discountValue: 5_000, maxDiscount: null, minOrderAmount: 50_000, forDemo: true },
  // 가입할 때 자동으로 한 장(가입 후 30일)
  { name: '가입 환영 2,000원', discountType: 'FIXED', discountValue: 2_000, maxDiscount: null, minOrderAmount: 10_000, validityDays: 30, welcome: true, forDemo: false },
];

/** 범위가 있는 쿠폰: 인스타그램 상품에만(발급 후 60일) */
const INSTAGRAM_ONLY = { name: '인스타그램 전용 10% (최대 3,000원)', discountType: 'RATE', discountValue: 10, maxDiscount: 3_000, minOrderAmount: 10_000, validityDays: 60 } as const;

/** 데모 쿠폰 네 장, 환영 쿠폰 틀, 가입 축하 적립금을 데모 회원에게 준다. 여러 번 돌려도 한 번만 들어간다 */
export async function seedCoupons(db: Db) {
  await db.transaction(async (tx) => {
    const member = await findMemberByEmail(tx, DEMO_MEMBER_EMAIL);
    const instagram = (await listAllChannels(tx)).find((c) => c.slug === 'instagram');
    const all: SeedCoupon[] = instagram ? [...SEED_COUPONS, { ...INSTAGRAM_ONLY, scope: 'CHANNEL', scopeChannelId: instagram.id, forDemo: true }] : SEED_COUPONS;
    for (const { forDemo, ...c } of all) {
      const couponId = (await coupons.findCouponByName(tx, { name: c.name }))?.id ?? (await coupons.insertCoupon(tx, c)).id;
      if (forDemo && member && !(await held.hasMemberCoupon(tx, { memberId: member.id, couponId }))) {
        await held.insertMemberCoupon(tx, { memberId: member.id, couponId });
      }
    }
    if (member) await grantPointsOnce(tx, { memberId: member.id, amount: 5_000, memo: '가입 축하 적립금' });
  });
}
