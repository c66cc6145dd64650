import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../../server/db/schema';
import { deliverPendingMails, MAIL_BACKOFF_SECONDS, MAX_MAIL_ATTEMPTS } from '../../../server/mail/deliver';
import { enqueueMail } from '../../../server/mail/outbox';
import type { MailMessage, MailTransport } from '../../../server/providers/mail';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** 받은 메일을 적어 두는 어댑터. fail 이 켜져 있으면 던진다 */
function recordingTransport() {
  const sent: MailMessage[] = [];
  const state = { fail: false, gate: null as Promise<void> | null };
  const transport: MailTransport = {
    name: 'outbox',
    async send(message) {
      if (state.gate) await state.gate;
      if (state.fail) throw new Error('550 mailbox unavailable');
      sent.push(message);
      return { transport: 'outbox', messageId: `msg-${sent.length}` };
    },
  };
  return { transport, sent, state };
}

const rec = recordingTransport();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: rec.transport } });
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.db.select().from(mails).where(eq(mails.id, id)))[0]!;
const enqueue = (to: string) => enqueueMail(t.db, { template: 'QNA_REPLY', to, subject: '답변 드립니다', text: '본문', now: t.clock.now() });
/** 이 파일의 메일만 다루도록: 다른 PENDING 이 없게 앞 시험의 것을 치운다 */
const clearPending = () => t.db.update(mails).set({ status: 'SENT' }).where(eq(mails.status, 'PENDING'));

describe('deliverPendingMails', () => {
  it('PENDING 메일을 보내고 SENT·transport·messageId·sentAt 을 적는다', async () => {
    await clearPending();
    rec.state.fail = false;
    const id = await enqueue('one@example.com');
    const now = t.clock.now();
    const result = await deliverPendingMails(t.deps, now);
    expect(result).toEqual({ sent: 1, failed: 0, retrying: 0 });
    const row = await rowOf(id);
    expect(row.status).toBe('SENT');
    expect(row.transport).toBe('outbox');
    expect(row.messageId).toBe(`msg-${rec.sent.length}`);
    expect(row.sentAt?.toISOString()).toBe(now.toISOString());
    expect(row.attempts).toBe(1);
    expect(rec.sent.at(-1)).toMatchObject({ to: 'one@example.com', subject: '답변 드립니다', text: '본문' });
    // 다시 돌려도 또 보내지 않는다
    expect(await deliverPendingMails(t.deps, t.clock.now())).toEqual({ sent: 0, failed: 0, retrying: 0 });
  });

  it('실패하면 물러났다가(1분, 5분, 15분, 1시간) 다시, 다섯 번째 실패면 FAILED', async () => {
    await clearPending();
    rec.state.fail = true;
    const id = await enqueue('bounce@example.com');
    let now = t.clock.now();
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await deliverPendingMails(t.deps, now)).toEqual({ sent: 0, failed: 0, retrying: 1 });
      const row = await rowOf(id);
      expect(row.status).toBe('PENDING');
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('550 mailbox unavailable');
      const wait = MAIL_BACKOFF_SECONDS[attempt - 1]!;
      expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + wait * 1000);
      // 기다리는 동안은 다시 보내지 않는다
      expect(await deliverPendingMails(t.deps, new Date(now.getTime() + wait * 1000 - 1000))).toEqual({ sent: 0, failed: 0, retrying: 0 });
      now = new Date(now.getTime() + wait * 1000);
    }
    expect(await deliverPendingMails(t.deps, now)).toEqual({ sent: 0, failed: 1, retrying: 0 });
    const failed = await rowOf(id);
    expect(failed.status).toBe('FAILED');
    expect(failed.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(await deliverPendingMails(t.deps, new Date(now.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0, retrying: 0 });
    rec.state.fail = false;
  });

  it('두 일꾼이 동시에 돌아도 메일마다 한 번만 보낸다', async () => {
    await clearPending();
    rec.state.fail = false;
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => enqueue(`race-${i}@example.com`)));
    const before = rec.sent.length;
    // 첫 일꾼이 보내는 도중에 멈춰 있는 사이 두 번째 일꾼이 돈다
    let open!: () => void;
    rec.state.gate = new Promise<void>((resolve) => (open = resolve));
    const now = t.clock.now();
    const first = deliverPendingMails(t.deps, now);
    const second = deliverPendingMails(t.deps, now);
    setTimeout(() => open(), 50);
    const results = await Promise.all([first, second]);
    rec.state.gate = null;
    expect(results[0].sent + results[1].sent).toBe(6);
    const sentTo = rec.sent.slice(before).map((m) => m.to).sort();
    expect(sentTo).toEqual(Array.from({ length: 6 }, (_, i) => `race-${i}@example.com`).sort());
    const rows = await t.db.select({ status: mails.status, attempts: mails.attempts }).from(mails).where(inArray(mails.id, ids));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });
});
