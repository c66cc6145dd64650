import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QNA_MESSAGES } from '../../../lib/schemas/qnas';
import { ERRORS } from '../../../lib/schemas/errors';
import { mails, members, qnas } from '../../../server/db/schema';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { postInquiry, qnaFixtures } from './fixtures';

let t: TestApp;
let admin: TestMember;
let me: TestMember;
let other: TestMember;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_PUBLIC_URL: 'https://shop.example.com' } });
  ({ admin, me, other } = await qnaFixtures(t));
});
afterAll(() => t.close());

const asAdmin = (method: string, path: string, body?: unknown) => t.json(method, path, body, admin.accessToken);
const reply = (id: number, body: Record<string, unknown>) => asAdmin('PATCH', `/v1/admin/qnas/${id}/reply`, body);
const mailsTo = (email: string) => t.db.select().from(mails).where(and(eq(mails.toAddress, email), eq(mails.template, 'QNA_REPLY')));
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((q) => q.id);

describe('GET /v1/admin/qnas', () => {
  it('GET /v1/admin/qnas – 기본은 답변 대기 먼저, 오래된 순; 상태·분류·이메일·기간으로 거른다', async () => {
    const asker = await t.signup();
    await t.db.update(qnas).set({ status: 'ANSWERED', reply: '이전 답변' });
    const oldest = (await postInquiry(t, asker, { title: '가장 오래된', category: 'DEPOSIT_QUESTION' })).body.id;
    t.clock.advance(60);
    const answered = (await postInquiry(t, asker, { title: '답한 문의' })).body.id;
    await reply(answered, { reply: '답변입니다' });
    t.clock.advance(60);
    const newest = (await postInquiry(t, other, { title: '최신' })).body.id;

    const queue = await asAdmin('GET', '/v1/admin/qnas?size=100');
    expect(queue.status).toBe(200);
    expect(ids(queue).slice(0, 2)).toEqual([oldest, newest]);
    expect(ids(queue).indexOf(answered)).toBeGreaterThan(1);
    expect(queue.body.items[0]).toMatchObject({ memberId: asker.memberId, memberEmail: asker.email, status: 'WAITING', categoryLabel: '입금 확인 문의' });

    expect(ids(await asAdmin('GET', '/v1/admin/qnas?status=WAITING&size=100'))).toEqual([oldest, newest]);
    expect(ids(await asAdmin('GET', '/v1/admin/qnas?category=DEPOSIT_QUESTION&size=100'))).toEqual([oldest]);
    const byEmail = await asAdmin('GET', `/v1/admin/qnas?email=${encodeURIComponent(asker.email.slice(0, 14).toUpperCase())}&order=newest`);
    expect(ids(byEmail)).toEqual([answered, oldest]);
    expect(byEmail.body.total).toBe(2);
    // 기간: 서울 날짜로 양끝 포함
    const today = new Date(t.clock.now().getTime() + 9 * 3600 * 1000).toISOString().slice(0, 10);
    expect(ids(await asAdmin('GET', `/v1/admin/qnas?status=WAITING&from=${today}&to=${today}`))).toEqual([oldest, newest]);
    expect((await asAdmin('GET', '/v1/admin/qnas?from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
  });

  it.each([
    ['?status=DONE', QNA_MESSAGES.statusInvalid],
    ['?category=NOPE', QNA_MESSAGES.categoryRequired],
    ['?from=2024-02-30', QNA_MESSAGES.dateInvalid],
    ['?from=2024-03-02&to=2024-03-01', QNA_MESSAGES.periodReversed],
    ['?email=', QNA_MESSAGES.emailQueryRequired],
    ['?email=%20%20', QNA_MESSAGES.emailQueryRequired],
    [`?email=${'a'.repeat(255)}`, QNA_MESSAGES.emailQueryTooLong],
  ])('GET /v1/admin/qnas%s – 400 과 한국어 문구', async (query, message) => {
    const res = await asAdmin('GET', `/v1/admin/qnas${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('GET /v1/admin/qnas/{id} – 상세, 없으면 404 QNA_NOT_FOUND', async () => {
    const id = (await postInquiry(t, me, { title: '상세 문의' })).body.id;
    const res = await asAdmin('GET', `/v1/admin/qnas/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: '상세 문의', memberId: me.memberId, memberEmail: me.email, memberName: '홍길동', reply: null });
    const missing = await asAdmin('GET', '/v1/admin/qnas/2000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'QNA_NOT_FOUND', message: ERRORS.QNA_NOT_FOUND.message });
  });
});

describe('PATCH /v1/admin/qnas/{id}/reply', () => {
  it('PATCH /v1/admin/qnas/{id}/reply – 답변 완료·답변 시각·답변자를 적고, receiveEmail 이면 메일 한 통을 같은 트랜잭션에 넣는다', async () => {
    const asker = await t.signup();
    const id = (await postInquiry(t, asker, { title: '메일 받을 문의', receiveEmail: true })).body.id;
    t.clock.advance(600);
    const res = await reply(id, { reply: '  확인 후 진행해 드렸습니다.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'ANSWERED',
      statusLabel: '답변 완료',
      reply: '확인 후 진행해 드렸습니다.',
      repliedByMemberId: admin.memberId,
      mailQueued: true,
    });
    expect(Date.parse(res.body.repliedAt)).toBeGreaterThan(Date.parse(res.body.createdAt) + 500_000);
    const sent = await mailsTo(asker.email);
    expect(sent).toHaveLength(1);
    expect(res.body.mailId).toBe(sent[0]!.id);
    expect(sent[0]).toMatchObject({ template: 'QNA_REPLY', status: 'PENDING', subject: '[그로스몰] 1:1 문의에 답변이 등록되었습니다' });
    expect(sent[0]!.text).toContain('메일 받을 문의');
    expect(sent[0]!.text).toContain('확인 후 진행해 드렸습니다.');
    expect(sent[0]!.text).toContain('https://shop.example.com/inquiry');

    // 회원 화면에도 답변이 보인다
    const mine = await t.json('GET', `/v1/my-page/${asker.memberId}/qnas`, undefined, asker.accessToken);
    expect(mine.body.items[0]).toMatchObject({ id, status: 'ANSWERED', reply: '확인 후 진행해 드렸습니다.' });
  });

  it('PATCH /v1/admin/qnas/{id}/reply – receiveEmail 이 꺼져 있으면 메일이 없다', async () => {
    const asker = await t.signup();
    const id = (await postInquiry(t, asker, { receiveEmail: false })).body.id;
    const res = await reply(id, { reply: '답변', notify: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mailQueued: false, mailId: null });
    expect(await mailsTo(asker.email)).toHaveLength(0);
  });

  it('PATCH /v1/admin/qnas/{id}/reply – 답변 수정은 notify: true 일 때만 다시 메일을 보낸다', async () => {
    const asker = await t.signup();
    const id = (await postInquiry(t, asker, { receiveEmail: true })).body.id;
    await reply(id, { reply: '첫 답변' });
    const edited = await reply(id, { reply: '고친 답변' });
    expect(edited.body).toMatchObject({ reply: '고친 답변', status: 'ANSWERED', mailQueued: false });
    expect(await mailsTo(asker.email)).toHaveLength(1);
    const notified = await reply(id, { reply: '다시 고친 답변', notify: true });
    expect(notified.body.mailQueued).toBe(true);
    const sent = await mailsTo(asker.email);
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.text).join('\n')).toContain('다시 고친 답변');
  });

  it('PATCH /v1/admin/qnas/{id}/reply – 두 운영자가 동시에 처음 답해도 메일은 한 통', async () => {
    const asker = await t.signup();
    const id = (await postInquiry(t, asker, { receiveEmail: true })).body.id;
    const results = await Promise.all([reply(id, { reply: '답변 A' }), reply(id, { reply: '답변 B' })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => r.body.mailQueued)).toHaveLength(1);
    expect(await mailsTo(asker.email)).toHaveLength(1);
  });

  it('PATCH /v1/admin/qnas/{id}/reply – 이메일이 지워진 회원에게는 보내지 않는다', async () => {
    const asker = await t.signup();
    const id = (await postInquiry(t, asker, { receiveEmail: true })).body.id;
    await t.db.update(members).set({ email: null }).where(eq(members.id, asker.memberId));
    const res = await reply(id, { reply: '답변' });
    expect(res.status).toBe(200);
    expect(res.body.mailQueued).toBe(false);
    expect(await mailsTo(asker.email)).toHaveLength(0);
  });

  it('PATCH /v1/admin/qnas/{id}/reply – 빈 답변·너무 긴 답변은 400, 없는 문의는 404', async () => {
    const id = (await postInquiry(t, me)).body.id;
    for (const [body, message] of [
      [{ reply: '   ' }, QNA_MESSAGES.replyRequired],
      [{}, QNA_MESSAGES.replyRequired],
      [{ reply: '가'.repeat(4001) }, QNA_MESSAGES.replyTooLong],
    ] as const) {
      const res = await reply(id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await reply(2_000_000_000, { reply: '답변' })).status).toBe(404);
  });
});

describe('GET /v1/admin/qnas/{id} – 답변 메일이 나갔는지', () => {
  it('상담원(SUPPORT)도 상세에서 답변 메일의 상태를 본다: 보내는 중 → 보냄(시각), 메일이 없으면 null', async () => {
    const support = await t.loginAsAdmin('SUPPORT');
    const asker = await t.signup();
    const id = (await postInquiry(t, asker, { title: '메일 상태 볼 문의', receiveEmail: true })).body.id;
    const before = await t.json('GET', `/v1/admin/qnas/${id}`, undefined, support.accessToken);
    expect(before.status).toBe(200);
    expect(before.body.replyMail).toBeNull();

    await reply(id, { reply: '확인했습니다.' });
    const pending = await t.json('GET', `/v1/admin/qnas/${id}`, undefined, support.accessToken);
    expect(pending.body.replyMail).toMatchObject({ status: 'PENDING', sentAt: null });

    const sentAt = t.clock.now();
    await t.db.update(mails).set({ status: 'SENT', sentAt }).where(and(eq(mails.toAddress, asker.email), eq(mails.template, 'QNA_REPLY')));
    const sent = await t.json('GET', `/v1/admin/qnas/${id}`, undefined, support.accessToken);
    expect(sent.body.replyMail).toMatchObject({ status: 'SENT', sentAt: sentAt.toISOString() });

    // 같은 회원의 다른 문의 메일과 섞이지 않는다
    const other = (await postInquiry(t, asker, { title: '다른 문의', receiveEmail: true })).body.id;
    expect((await t.json('GET', `/v1/admin/qnas/${other}`, undefined, support.accessToken)).body.replyMail).toBeNull();
  });
});

describe('관리자만', () => {
  it('GET/PATCH /v1/admin/qnas – 일반 회원은 403 ADMIN_ONLY, 토큰이 없으면 401', async () => {
    const id = (await postInquiry(t, me)).body.id;
    for (const [method, path, body] of [
      ['GET', '/v1/admin/qnas', undefined],
      ['GET', `/v1/admin/qnas/${id}`, undefined],
      ['PATCH', `/v1/admin/qnas/${id}/reply`, { reply: '몰래 답변' }],
    ] as const) {
      const res = await t.json(method, path, body, me.accessToken);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('ADMIN_ONLY');
      expect((await t.json(method, path, body)).status).toBe(401);
    }
    const [row] = await t.db.select().from(qnas).where(eq(qnas.id, id));
    expect(row).toMatchObject({ status: 'WAITING', reply: null });
  });
});
