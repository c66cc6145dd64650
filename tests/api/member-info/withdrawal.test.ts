import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  coupons,
  memberCoupons,
  memberTokens,
  members,
  pointLedger,
  purchases,
  reviews,
  sessions,
} from '../../../server/db/schema';
import { changePoints } from '../../../server/points/points.service';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { infoPath, nullMail, openMyInfoSession, withSession } from './helpers';

let t: TestApp;
let fx: ServiceFixtures;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: nullMail } });
  const admin = await t.loginAsAdmin();
  fx = await serviceFixtures(t, admin.accessToken);
});
afterAll(() => t.close());

const withdraw = async (m: TestMember) =>
  t.json('DELETE', infoPath(m.memberId), undefined, m.accessToken, withSession(await openMyInfoSession(t, m)));

/** 끝난 서비스 하나, 그 후기, 적립금, 장바구니, 쿠폰을 가진 회원 */
async function memberWithHistory() {
  const me = await t.signup({ name: '김탈퇴', cellPhone: '010-5555-6666' });
  const { purchaseId, serviceId, service } = await fx.paidService({ memberId: me.memberId });
  await fx.setServiceStatus(serviceId, 'COMPLETED');
  await t.db.insert(reviews).values({
    memberId: me.memberId,
    serviceId,
    productId: service.productId,
    channelId: fx.channel.id,
    productTypeId: fx.type.id,
    productName: service.productName,
    rating: 5,
    title: '좋아요',
    content: '아주 만족스러운 서비스였습니다.',
    authorName: '김*퇴',
  });
  await t.db.transaction((tx) => changePoints(tx, { memberId: me.memberId, type: 'ADMIN_GRANT', amount: 3000, memo: '시험 적립' }));
  await t.db.insert(cartItems).values({ memberId: me.memberId, productId: service.productId, targetKey: 'someone', quantity: 100 });
  const [coupon] = await t.db.insert(coupons).values({ name: '시험 쿠폰', discountType: 'FIXED', discountValue: 1000 }).returning();
  await t.db.insert(memberCoupons).values({ memberId: me.memberId, couponId: coupon!.id });
  return { me, purchaseId };
}

describe('DELETE /v1/my-page/{memberId}/member-info', () => {
  it('탈퇴 – 개인정보를 지우고 DELETED, 세션·토큰·장바구니·쿠폰·적립금을 정리하고 구매·후기는 연락처 없이 남긴다', async () => {
    const { me, purchaseId } = await memberWithHistory();
    const res = await withdraw(me);
    expect(res.status).toBe(204);

    const [row] = await t.db.select().from(members).where(eq(members.id, me.memberId));
    expect(row).toMatchObject({ email: null, name: null, cellPhone: null, passwordHash: null, status: 'DELETED', point: 0 });
    expect(row!.deletedAt).toBeInstanceOf(Date);

    // 옛 토큰은 바로 401, 리프레시도 안 된다
    const after = await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, me.accessToken);
    expect(after.status).toBe(401);
    expect((await t.json('POST', '/v1/members/refresh-token', { refreshToken: me.refreshToken })).status).toBe(401);
    const open = await t.db.select().from(sessions).where(eq(sessions.memberId, me.memberId));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect(await t.db.select().from(memberTokens).where(eq(memberTokens.memberId, me.memberId))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.memberId, me.memberId))).toEqual([]);
    const myCoupons = await t.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, me.memberId));
    expect(myCoupons.map((c) => c.status)).toEqual(['EXPIRED']);
    const ledger = await t.db.select().from(pointLedger).where(eq(pointLedger.memberId, me.memberId)).orderBy(pointLedger.id);
    expect(ledger.at(-1)).toMatchObject({ type: 'EXPIRED', amount: -3000, balanceAfter: 0 });

    // 법정 보관: 구매와 후기는 남고, 후기 작성자는 '탈퇴한 회원'
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(purchase).toMatchObject({ memberId: me.memberId, status: 'PAID' });
    const [review] = await t.db.select().from(reviews).where(eq(reviews.memberId, me.memberId));
    expect(review).toMatchObject({ authorName: '탈퇴한 회원', title: '좋아요' });

    // 옛 비밀번호로 로그인할 수 없고, 같은 주소로 다시 가입할 수 있다
    expect((await t.json('POST', '/v1/members/login/email', { email: me.email, password: me.password })).status).toBe(401);
    const again = await t.signup({ email: me.email });
    expect(again.memberId).not.toBe(me.memberId);
  });

  it('탈퇴 – 진행 중(WAITING·IN_PROGRESS)인 서비스가 있으면 409, 아무것도 지우지 않는다', async () => {
    for (const status of ['WAITING', 'IN_PROGRESS'] as const) {
      const me = await t.signup();
      const { serviceId } = await fx.paidService({ memberId: me.memberId });
      await fx.setServiceStatus(serviceId, status);
      const res = await withdraw(me);
      expect(res.status, status).toBe(409);
      expect(res.body).toMatchObject({ code: 'SERVICES_IN_PROGRESS', message: '진행 중인 서비스가 있어 탈퇴할 수 없습니다. 서비스가 끝난 뒤 다시 시도해주세요.' });
      const [row] = await t.db.select().from(members).where(eq(members.id, me.memberId));
      expect(row).toMatchObject({ status: 'NORMAL', email: me.email });
      expect((await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, me.accessToken)).status).toBe(200);
    }
  });

  it('탈퇴 – 다른 회원의 경로는 403, 두 번째 탈퇴는 없다(옛 토큰 401)', async () => {
    const me = await t.signup();
    const other = await t.signup();
    const session = await openMyInfoSession(t, me);
    expect((await t.json('DELETE', infoPath(other.memberId), undefined, me.accessToken, withSession(session))).status).toBe(403);
    expect((await t.json('DELETE', infoPath(me.memberId), undefined, me.accessToken, withSession(session))).status).toBe(204);
    expect((await t.json('DELETE', infoPath(me.memberId), undefined, me.accessToken, withSession(session))).status).toBe(401);
  });
});
