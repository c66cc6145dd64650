import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { virtualAccountFixtures, type VirtualAccountFixtures } from '../virtual-accounts/fixtures';
import { kstDayText, kstTimeText, notificationsOf, notificationsOfPurchase, SIGNUP_PHONE } from './fixtures';

let t: TestApp;
let f: VirtualAccountFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await virtualAccountFixtures(t);
});
afterAll(() => t.close());

/** 기한 문구: 기한 직전 순간이 속한 분(한국 시각) */
const deadlineText = (deadline: Date) => {
  const before = new Date(deadline.getTime() - 1);
  return `${kstDayText(before)} ${kstTimeText(before)}`;
};

describe('주문 접수 알림', () => {
  it('POST /v1/purchases/no-deposit – 무통장입금 주문은 계좌·금액·입금자명·기한을 담은 알림 하나, 다시 보내도 하나', async () => {
    const me = await t.signup();
    const form = await f.orderForm(me);
    const body = { purchaseId: form.purchaseId, depositorName: '홍길순' };
    const res = await t.json('POST', '/v1/purchases/no-deposit', body, me.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const again = await t.json('POST', '/v1/purchases/no-deposit', body, me.accessToken);
    expect(again.status).toBe(200);

    const purchase = await f.state.purchase(form.purchaseId);
    // 기한은 다음 날(한국 시각) 23:59:59: 날짜는 시험 쪽에서 따로 센다
    expect(res.body.depositDeadline).toBe(purchase.depositDeadline!.toISOString());
    const tomorrow = kstDayText(new Date(t.clock.now().getTime() + 86_400_000));
    const rows = await notificationsOf(t, me.memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventKey: `purchase:${form.purchaseId}:received`,
      templateCode: 'ORDER_RECEIVED_BANK',
      channel: 'KAKAO',
      recipientPhone: SIGNUP_PHONE,
      status: 'QUEUED',
    });
    expect(rows[0]!.text).toBe(
      '홍길동님, 주문이 접수되었습니다.\n\n' +
        `주문번호: ${form.orderNo}\n상품: ${purchase.orderName}\n\n` +
        '아래 계좌로 입금해 주시면 확인 후 바로 시작합니다.\n' +
        '은행: KB국민은행\n계좌: 123401-04-567890\n예금주: (주)그로스몰\n금액: 15,000원\n입금자명: 홍길순\n' +
        `입금기한: ${tomorrow} 23:59`,
    );
  });

  it('POST /v1/purchases/virtual-account – 가상계좌가 발급되면 발급된 은행·계좌·금액·기한으로 알림 하나, 같은 발급을 다시 보내도 하나', async () => {
    const me = await t.signup();
    const { form, account } = await f.issue(me, {}, [40]);
    const again = await t.json('POST', '/v1/purchases/virtual-account', { purchaseId: form.purchaseId, bankCode: '88' }, me.accessToken);
    expect(again.status).toBe(200);
    expect(account.accountNumber).toEqual(expect.any(String));

    const rows = await notificationsOfPurchase(t, form.purchaseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: me.memberId, eventKey: `purchase:${form.purchaseId}:received`, templateCode: 'ORDER_RECEIVED_VIRTUAL_ACCOUNT' });
    const purchase = await f.state.purchase(form.purchaseId);
    expect(rows[0]!.text).toBe(
      '홍길동님, 주문이 접수되었습니다.\n\n' +
        `주문번호: ${form.orderNo}\n상품: ${purchase.orderName}\n\n` +
        '발급된 가상계좌로 입금해 주세요.\n' +
        `은행: 신한은행\n계좌: ${account.accountNumber}\n금액: 2,000원\n입금기한: ${deadlineText(account.dueDate)}`,
    );
  });

  it('카드 결제 준비는 주문 접수 알림을 보내지 않는다(결제 완료 때 한 번)', async () => {
    const me = await t.signup();
    const form = await f.orderForm(me);
    expect((await t.json('POST', '/v1/purchases/card', { purchaseId: form.purchaseId }, me.accessToken)).status).toBe(200);
    expect(await notificationsOfPurchase(t, form.purchaseId)).toEqual([]);
  });
});
