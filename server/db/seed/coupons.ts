import type { Db } from '../client';
import * as coupons from '../../coupons/coupons.repository';
import { findMemberByEmail } from '../../members/members.repository';
import { grantPointsOnce } from '../../points/points.service';

const DEMO_MEMBER_EMAIL = 'demo@example.com';

const SEED_COUPONS = [
  { name: '신규 회원 3,000원 할인', discountType: 'FIXED', discountValue: 3_000, maxDiscount: null, minOrderAmount: 10_000 },
  { name: '10% 할인 (최대 5,000원)', discountType: 'RATE', discountValue: 10, maxDiscount: 5_000, minOrderAmount: 20_000 },
  { name: '첫 구매 5,000원', discountType: 'FIXED', discountValue: 5_000, maxDiscount: null, minOrderAmount: 50_000 },
] as const;

/** 데모 쿠폰 3장과 가입 축하 적립금을 데모 회원에게 준다. 여러 번 돌려도 한 번만 들어간다 */
export async function seedCoupons(db: Db) {
  await db.transaction(async (tx) => {
    const member = await findMemberByEmail(tx, DEMO_MEMBER_EMAIL);
    for (const c of SEED_COUPONS) {
      const couponId = (await coupons.findCouponByName(tx, { name: c.name }))?.id ?? (await coupons.insertCoupon(tx, { ...c })).id;
      if (member && !(await coupons.hasMemberCoupon(tx, { memberId: member.id, couponId }))) {
        await coupons.insertMemberCoupon(tx, { memberId: member.id, couponId });
      }
    }
    if (member) await grantPointsOnce(tx, { memberId: member.id, amount: 5_000, memo: '가입 축하 적립금' });
  });
}
