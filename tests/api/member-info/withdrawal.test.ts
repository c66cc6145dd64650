import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  coupons,
  memberCoupons,
  mails,
  memberTokens,
  members,
  pointLedger,
  purchases,
  reviews,
  sessions,
} from '../../../server/db/schema';
import { enqueueMail } from '../../../server/mail/outbox';
import { changePoints } from '../../../server/points/points.service';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, uniqueEmail, type TestApp, type TestMember } from '../../helpers/test-app';
import { postInquiry } from '../qnas/fixtures';
import { infoPath, lastMailTo, nullMail, openMyInfoSession, withSession } from './helpers';

let t: TestApp;
let fx: ServiceFixtures;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: nullMail } });
  admin = await t.loginAsAdmin();
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

  it('탈퇴 – 예전 주소, 확인 전 새 주소, 지금 주소로 간 메일(재설정·이메일 변경·문의 답변)을 모두 지우고 남의 메일은 남긴다', async () => {
    const me = await t.signup();
    const oldEmail = me.email;
    const other = await t.signup();
    // 예전 주소로 간 재설정 메일
    expect((await t.json('POST', `/v1/members/reset-pwd/mail?email=${encodeURIComponent(oldEmail)}`)).status).toBe(202);
    // 재설정 메일은 답한 뒤에 줄에 선다
    await expect.poll(async () => (await t.db.select({ id: mails.id }).from(mails).where(eq(mails.toAddress, oldEmail))).length).toBe(1);
    // 주소를 바꾼다(확인 메일은 새 주소로)
    const session = await openMyInfoSession(t, me);
    const newEmail = uniqueEmail('moved');
    await t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email: newEmail }, me.accessToken, withSession(session));
    const { token } = (await lastMailTo(t, newEmail, 'CHANGE_EMAIL'))!;
    expect((await t.json('GET', infoPath(me.memberId, `/reset-email/mail?token=${token}`), undefined, me.accessToken)).status).toBe(200);
    // 확인하지 않은 또 다른 주소로 간 변경 메일(인증 메일은 1분에 한 통)
    t.clock.advance(61);
    const unconfirmed = uniqueEmail('unconfirmed');
    expect((await t.json('PATCH', infoPath(me.memberId, '/reset-email'), { email: unconfirmed }, me.accessToken, withSession(session))).status).toBe(202);
    // 지금 주소로 간 문의 답변, member_id 가 없던 때의 메일, 남에게 간 메일
    const qnaId = (await postInquiry(t, me, { title: '메일 받을 문의', receiveEmail: true })).body.id;
    expect((await t.json('PATCH', `/v1/admin/qnas/${qnaId}/reply`, { reply: '답변입니다' }, admin.accessToken)).status).toBe(200);
    await enqueueMail(t.db, { template: 'QNA_REPLY', to: newEmail.toUpperCase(), subject: '예전 메일', text: '본문' });
    const othersMail = await enqueueMail(t.db, { template: 'QNA_REPLY', to: other.email, memberId: other.memberId, subject: '남의 메일', text: '본문' });

    const addresses = [oldEmail, newEmail, newEmail.toUpperCase(), unconfirmed];
    const mine = or(inArray(mails.toAddress, addresses), eq(mails.memberId, me.memberId));
    const before = await t.db.select({ template: mails.template, to: mails.toAddress }).from(mails).where(mine);
    expect(before.map((m) => `${m.template} ${m.to}`)).toEqual(
      expect.arrayContaining([
        `RESET_PASSWORD ${oldEmail}`,
        `CHANGE_EMAIL ${newEmail}`,
        `CHANGE_EMAIL ${unconfirmed}`,
        `QNA_REPLY ${newEmail}`,
        `QNA_REPLY ${newEmail.toUpperCase()}`,
      ]),
    );

    const fresh = await t.login(newEmail, me.password);
    expect((await withdraw({ ...me, email: newEmail, accessToken: fresh.accessToken })).status).toBe(204);
    expect(await t.db.select().from(mails).where(mine)).toEqual([]);
    expect(await t.db.select({ id: mails.id }).from(mails).where(eq(mails.id, othersMail))).toEqual([{ id: othersMail }]);
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
