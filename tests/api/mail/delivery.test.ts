import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../../server/db/schema';
import { deliverPendingMails, MAIL_BACKOFF_SECONDS, MAIL_LEASE_SECONDS, MAX_MAIL_ATTEMPTS } from '../../../server/mail/deliver';
import { enqueueMail } from '../../../server/mail/outbox';
import type { MailTransport } from '../../../server/providers/mail';
import type { OutboxMessage } from '../../../server/providers/mail/outbox-file';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** 받은 메일을 적어 두는 어댑터. fail 이 켜져 있으면 던지고, onSend 는 보내기 도중에 할 일(멈추기 등) */
function recordingTransport() {
  const sent: OutboxMessage[] = [];
  const state = { fail: false, onSend: null as ((m: OutboxMessage) => Promise<void> | void) | null };
  const transport: MailTransport = {
    name: 'outbox',
    async send(message: OutboxMessage) {
      if (state.onSend) await state.onSend(message);
      if (state.fail) throw new Error('550 mailbox unavailable');
      sent.push(message);
      return { transport: 'outbox', messageId: `msg-${sent.length}` };
    },
  };
  return { transport, sent, state };
}

const rec = recordingTransport();
let t: TestApp;
/** 이 파일의 시계: 멈춰 있다가 advance 로만 간다(시각을 정확히 비교하려고) */
let at: Date;
const clock = { now: () => at, advance: (seconds: number) => (at = new Date(at.getTime() + seconds * 1000)) };
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: rec.transport } });
  at = t.clock.now();
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.db.select().from(mails).where(eq(mails.id, id)))[0]!;
const enqueue = (to: string) => enqueueMail(t.db, { template: 'QNA_REPLY', to, subject: '답변 드립니다', text: '본문', now: clock.now() });
const sentTo = (to: string) => rec.sent.filter((m) => m.to === to);
const deliver = () => deliverPendingMails({ ...t.deps, now: clock.now });
/** 이 파일의 메일만 다루도록: 다른 PENDING 이 없게 앞 시험의 것을 치우고 어댑터를 되돌린다 */
async function fresh() {
  await t.db.update(mails).set({ status: 'SENT' }).where(eq(mails.status, 'PENDING'));
  rec.state.fail = false;
  rec.state.onSend = null;
}

describe('deliverPendingMails', () => {
  it('PENDING 메일을 보내고 SENT·transport·messageId·sentAt 을 적는다', async () => {
    await fresh();
    const id = await enqueue('one@example.com');
    const now = clock.now();
    const result = await deliver();
    expect(result).toEqual({ sent: 1, failed: 0, retrying: 0 });
    const row = await rowOf(id);
    expect(row.status).toBe('SENT');
    expect(row.transport).toBe('outbox');
    expect(row.messageId).toBe(`msg-${rec.sent.length}`);
    expect(row.sentAt?.toISOString()).toBe(now.toISOString());
    expect(row.attempts).toBe(1);
    expect(rec.sent.at(-1)).toMatchObject({ to: 'one@example.com', subject: '답변 드립니다', text: '본문', mailId: id, attempt: 1 });
    // 다시 돌려도 또 보내지 않는다
    expect(await deliver()).toEqual({ sent: 0, failed: 0, retrying: 0 });
  });

  it('실패하면 물러났다가(1분, 5분, 15분, 1시간) 다시, 다섯 번째 실패면 FAILED', async () => {
    await fresh();
    rec.state.fail = true;
    const id = await enqueue('bounce@example.com');
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      const now = clock.now();
      expect(await deliver()).toEqual({ sent: 0, failed: 0, retrying: 1 });
      const row = await rowOf(id);
      expect(row.status).toBe('PENDING');
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('550 mailbox unavailable');
      const wait = MAIL_BACKOFF_SECONDS[attempt - 1]!;
      expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + wait * 1000);
      // 기다리는 동안은 다시 보내지 않는다
      clock.advance(wait - 1);
      expect(await deliver()).toEqual({ sent: 0, failed: 0, retrying: 0 });
      clock.advance(1);
    }
    expect(await deliver()).toEqual({ sent: 0, failed: 1, retrying: 0 });
    const failed = await rowOf(id);
    expect(failed.status).toBe('FAILED');
    expect(failed.attempts).toBe(MAX_MAIL_ATTEMPTS);
    clock.advance(86_400);
    expect(await deliver()).toEqual({ sent: 0, failed: 0, retrying: 0 });
  });

  it('두 일꾼이 동시에 돌아도 메일마다 한 번만 보낸다', async () => {
    await fresh();
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => enqueue(`race-${i}@example.com`)));
    const before = rec.sent.length;
    // 첫 일꾼이 보내는 도중에 멈춰 있는 사이 두 번째 일꾼이 돈다
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    rec.state.onSend = () => gate;
    const first = deliver();
    const second = deliver();
    setTimeout(() => open(), 50);
    const results = await Promise.all([first, second]);
    expect(results[0].sent + results[1].sent).toBe(6);
    const to = rec.sent.slice(before).map((m) => m.to).sort();
    expect(to).toEqual(Array.from({ length: 6 }, (_, i) => `race-${i}@example.com`).sort());
    const rows = await t.db.select({ status: mails.status, attempts: mails.attempts }).from(mails).where(inArray(mails.id, ids));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('앞 메일을 보내다 임대가 끝나 다른 일꾼이 다시 잡은 메일은, 처음 잡은 일꾼이 보내지 않는다', async () => {
    await fresh();
    await enqueue('slow@example.com');
    const second = await enqueue('taken-over@example.com');
    // 일꾼 A 는 첫 메일을 보내다 멈춘다. 그 사이 임대가 끝나고 일꾼 B 가 두 메일을 다시 잡아 보낸다
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let stalled = false;
    rec.state.onSend = (m) => {
      if (m.to !== 'slow@example.com' || stalled) return;
      stalled = true;
      return gate;
    };
    const a = deliver();
    await expect.poll(() => stalled).toBe(true);
    clock.advance(MAIL_LEASE_SECONDS + 1);
    expect((await deliver()).sent).toBe(2);
    open();
    await a;
    expect(sentTo('taken-over@example.com')).toHaveLength(1);
    expect(await rowOf(second)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('임대는 보내기 직전의 시각부터 잰다: 앞 메일이 오래 걸려도 뒤 메일의 임대가 줄지 않는다', async () => {
    await fresh();
    const first = await enqueue('lease-1@example.com');
    const second = await enqueue('lease-2@example.com');
    const leaseAtSend = new Map<number, number>();
    rec.state.onSend = async (m) => {
      leaseAtSend.set(m.mailId!, (await rowOf(m.mailId!)).nextAttemptAt.getTime() - clock.now().getTime());
      // SMTP 가 느리다: 메일 하나에 4분
      clock.advance(240);
    };
    expect(await deliver()).toEqual({ sent: 2, failed: 0, retrying: 0 });
    expect(leaseAtSend.get(first)).toBe(MAIL_LEASE_SECONDS * 1000);
    expect(leaseAtSend.get(second)).toBe(MAIL_LEASE_SECONDS * 1000);
  });

  it('보낸 뒤 기록(DB)이 실패해도 보내기 실패로 세지 않는다: 곧바로 다시 보내지 않고 임대가 끝날 때까지 둔다', async () => {
    await fresh();
    await t.db.execute(`
      create or replace function refuse_sent_record() returns trigger language plpgsql as $$
      begin
        if new.status = 'SENT' and new.to_address = 'unrecorded@example.com' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.db.execute('create trigger refuse_sent_record before update on mails for each row execute function refuse_sent_record()');
    try {
      const id = await enqueue('unrecorded@example.com');
      const now = clock.now();
      expect(await deliver()).toEqual({ sent: 1, failed: 0, retrying: 0 });
      expect(sentTo('unrecorded@example.com')).toHaveLength(1);
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: null });
      expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + MAIL_LEASE_SECONDS * 1000);
      // 1분 뒤(첫 실패의 물러남)에는 다시 보내지 않는다
      clock.advance(MAIL_BACKOFF_SECONDS[0]);
      expect(await deliver()).toEqual({ sent: 0, failed: 0, retrying: 0 });
      expect(sentTo('unrecorded@example.com')).toHaveLength(1);
    } finally {
      await t.db.execute('drop trigger refuse_sent_record on mails');
      await t.db.execute('drop function refuse_sent_record()');
    }
  });
});

describe('비밀 링크', () => {
  const link = 'https://shop.example.com/account/reset-password?token=secret-token-123';
  const enqueueSecret = (to: string) =>
    enqueueMail(t.db, {
      template: 'RESET_PASSWORD',
      to,
      subject: '재설정',
      text: '아래 링크에서 새 비밀번호를 정해주세요.\n(보안을 위해 숨김)\n끝',
      secretLink: link,
      now: clock.now(),
    });

  it('행에는 숨긴 본문만 있고 링크는 보낼 때 끼운다. SENT 가 되는 갱신에서 링크를 지운다', async () => {
    await fresh();
    const id = await enqueueSecret('secret@example.com');
    const pending = await rowOf(id);
    expect(pending.text).not.toContain('secret-token-123');
    expect(pending.secretLink).toBe(link);
    expect(await deliver()).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(sentTo('secret@example.com')[0]!.text).toBe(`아래 링크에서 새 비밀번호를 정해주세요.\n${link}\n끝`);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', secretLink: null, text: '아래 링크에서 새 비밀번호를 정해주세요.\n(보안을 위해 숨김)\n끝' });
  });

  it('물러나 다시 보낼 때까지는 링크를 두고, 끝내 FAILED 면 지운다', async () => {
    await fresh();
    rec.state.fail = true;
    const id = await enqueueSecret('secret-bounce@example.com');
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      await deliver();
      expect((await rowOf(id)).secretLink).toBe(link);
      clock.advance(MAIL_BACKOFF_SECONDS[attempt - 1]!);
    }
    expect(await deliver()).toEqual({ sent: 0, failed: 1, retrying: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'FAILED', secretLink: null });
  });

  it('enqueueMail – 링크를 주면서 본문에 숨길 자리가 없으면 넣지 않고 던진다', async () => {
    await expect(
      enqueueMail(t.db, { template: 'CHANGE_EMAIL', to: 'x@example.com', subject: 's', text: `링크: ${link}`, secretLink: link }),
    ).rejects.toThrow('HIDDEN_LINK');
    expect(await t.db.select().from(mails).where(eq(mails.toAddress, 'x@example.com'))).toEqual([]);
  });
});
