import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { socialSignup } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('확인되지 않은 이메일(네이버)로 가입', () => {
  it('네이버 가입은 REQUIRED_EMAIL_AUTH 로 만들고 인증 메일을 보낸다: 링크를 열기 전에는 결제를 막고, 연 뒤에는 NORMAL. 카카오는 처음부터 NORMAL', async () => {
    const since = t.sentMails.length;
    const naver = await socialSignup(t, 'NAVER', 'seojun', { cellPhone: '010-2222-3333' });
    const [row] = await t.db.select({ status: members.status }).from(members).where(eq(members.id, naver.memberId));
    expect(row!.status).toBe('REQUIRED_EMAIL_AUTH');
    const info = await t.json('GET', `/v1/my-page/${naver.memberId}`, undefined, naver.accessToken);
    expect(info.body.emailVerified).toBe(false);
    const blocked = await t.json('POST', '/v1/purchases/payment-information-from-cart', { cartItemIds: [1] }, naver.accessToken);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('EMAIL_NOT_VERIFIED');

    await t.verifyEmail('seojun.naver@example.com', since);
    const [after] = await t.db.select({ status: members.status }).from(members).where(eq(members.id, naver.memberId));
    expect(after!.status).toBe('NORMAL');

    const kakao = await socialSignup(t, 'KAKAO', 'seojun', { cellPhone: '010-2222-3334' });
    const [kakaoRow] = await t.db.select({ status: members.status }).from(members).where(eq(members.id, kakao.memberId));
    expect(kakaoRow!.status).toBe('NORMAL');
  });
});
