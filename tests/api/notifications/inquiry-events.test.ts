import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mails, notifications } from '../../../server/db/schema';
import { DEFAULT_PREFERENCES, upsertPreferences } from '../../../server/notifications/notifications.repository';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { postInquiry } from '../qnas/fixtures';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_PUBLIC_URL: 'https://shop.example.com' } });
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const reply = (id: number, body: Record<string, unknown>) => t.json('PATCH', `/v1/admin/qnas/${id}/reply`, body, admin.accessToken);
const noticesOf = (qnaId: number) =>
  t.db.select().from(notifications).where(like(notifications.eventKey, `qna:${qnaId}:%`)).orderBy(asc(notifications.id));
/** 답변으로 나갈 수 있는 메일(가입 인증 메일은 빼고) */
const mailsOf = (memberId: number) =>
  t.db.select().from(mails).where(and(eq(mails.memberId, memberId), inArray(mails.template, ['QNA_REPLY', 'NOTIFICATION']))).orderBy(asc(mails.id));
const answeredText = (title: string) => `홍길동님, 남겨 주신 문의 "${title}"에 답변이 등록되었습니다.\n마이페이지 > 1:1 문의에서 확인해 주세요.`;

it('처음 답하면 "문의 답변" 한 통. 답변을 고쳐 다시 알려도(notify) 알림은 늘지 않는다', async () => {
  const asker = await t.signup();
  const id = (await postInquiry(t, asker, { title: '언제 시작되나요', receiveEmail: false })).body.id;
  expect(await noticesOf(id)).toEqual([]);

  expect((await reply(id, { reply: '오늘 시작합니다.' })).status).toBe(200);
  const rows = await noticesOf(id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    memberId: asker.memberId,
    eventKey: `qna:${id}:answered`,
    templateCode: 'INQUIRY_ANSWERED',
    channel: 'KAKAO',
    recipientPhone: '01012345678',
    text: answeredText('언제 시작되나요'),
  });
  expect(await mailsOf(asker.memberId)).toEqual([]);

  expect((await reply(id, { reply: '고친 답변', notify: true })).status).toBe(200);
  expect(await noticesOf(id)).toHaveLength(1);
});

it('같은 문의에 두 운영자가 동시에 처음 답해도 알림은 한 줄', async () => {
  const asker = await t.signup();
  const id = (await postInquiry(t, asker)).body.id;
  const results = await Promise.all([reply(id, { reply: '답변 하나' }), reply(id, { reply: '답변 둘' })]);
  expect(results.map((r) => r.status)).toEqual([200, 200]);
  expect((await noticesOf(id)).map((r) => r.eventKey)).toEqual([`qna:${id}:answered`]);
});

it('메일 알림을 고른 회원이 답변 메일도 받기로 했으면 메일은 답변 메일 한 통뿐, 알림은 알림톡으로만', async () => {
  const asker = await t.signup();
  await upsertPreferences(t.db, asker.memberId, { ...DEFAULT_PREFERENCES, mail: true }, t.clock.now());
  const id = (await postInquiry(t, asker, { title: '메일로 알려 주세요', receiveEmail: true })).body.id;

  const res = await reply(id, { reply: '답변입니다' });
  expect(res.body).toMatchObject({ mailQueued: true });
  const sentMails = await mailsOf(asker.memberId);
  expect(sentMails.map((m) => m.template)).toEqual(['QNA_REPLY']);
  expect(sentMails[0]!.text).toContain('답변입니다');
  const rows = await noticesOf(id);
  expect(rows.map((r) => [r.eventKey, r.channel])).toEqual([[`qna:${id}:answered`, 'KAKAO']]);
});

it('답변 메일을 받지 않기로 한 문의면 메일 알림을 고른 회원에게 알림 메일 한 통', async () => {
  const asker = await t.signup();
  await upsertPreferences(t.db, asker.memberId, { ...DEFAULT_PREFERENCES, kakao: false, sms: false, mail: true }, t.clock.now());
  const id = (await postInquiry(t, asker, { title: '메일 말고', receiveEmail: false })).body.id;

  expect((await reply(id, { reply: '답변입니다' })).body).toMatchObject({ mailQueued: false });
  const rows = await noticesOf(id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ eventKey: `qna:${id}:answered#mail`, channel: 'MAIL', text: answeredText('메일 말고') });
  const sentMails = await mailsOf(asker.memberId);
  expect(sentMails.map((m) => m.template)).toEqual(['NOTIFICATION']);
  expect(rows[0]!.mailId).toBe(sentMails[0]!.id);
});
