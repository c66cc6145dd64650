import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { mailTransportOf } from '../../../server/providers/mail';
import { outboxFileTransport, type OutboxMessage } from '../../../server/providers/mail/outbox-file';
import { smtpTransport } from '../../../server/providers/mail/smtp';
import { startSmtpServer } from './smtp-server';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const from = '그로스몰 <no-reply@growth-store.example>';

describe('메일 어댑터', () => {
  it('outbox – OUTBOX_DIR 에 {만든 시각}-try{시도}-{id}.eml 로 To·Subject 가 있는 RFC 822 메시지를 쓴다', async () => {
    const outbox = outboxFileTransport({ OUTBOX_DIR: path.join(dir, 'nested'), MAIL_FROM: from });
    const createdAt = new Date('2026-03-04T05:06:07Z');
    const date = new Date('2026-03-04T05:09:00Z');
    const message: OutboxMessage = { to: 'buyer@example.com', subject: '비밀번호 재설정 안내', text: '링크: https://x.test/a', mailId: 42, attempt: 1, createdAt, date };
    const delivery = await outbox.send(message);
    expect(delivery.transport).toBe('outbox');
    const files = await readdir(path.join(dir, 'nested'));
    expect(files).toEqual(['20260304-050607-try1-42.eml']);
    expect(delivery.messageId).toBe(path.join(dir, 'nested', '20260304-050607-try1-42.eml'));
    const eml = await readFile(path.join(dir, 'nested', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: buyer@example\.com\r?$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Message-ID: <[^>]+@growth-store\.example>\r?$/m);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
    // 제목은 인코딩되어 있다: 풀면 원래 글자
    const encoded = /^Subject: (.+?)\r?$/m.exec(eml)![1]!;
    const decoded = encoded.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeURIComponent(text.replace(/_/g, ' ').replace(/=/g, '%')),
    );
    expect(decoded).toBe('비밀번호 재설정 안내');
  });

  it('outbox – 같은 메일의 같은 시도는 보낸 시각이 달라도 한 번만 쓴다, 다음 시도는 새 파일', async () => {
    const outbox = outboxFileTransport({ OUTBOX_DIR: path.join(dir, 'once'), MAIL_FROM: from });
    const createdAt = new Date('2026-03-04T05:06:07Z');
    const base: OutboxMessage = { to: 'buyer@example.com', subject: 's', text: 't', mailId: 7, attempt: 1, createdAt };
    const attempt = (n: number, sentAt: string): OutboxMessage => ({ ...base, attempt: n, date: new Date(sentAt) });
    await outbox.send(attempt(1, '2026-03-04T05:06:08Z'));
    await expect(outbox.send(attempt(1, '2026-03-04T05:11:08Z'))).rejects.toThrow(/EEXIST/);
    await outbox.send(attempt(2, '2026-03-04T05:12:00Z'));
    expect((await readdir(path.join(dir, 'once'))).sort()).toEqual(['20260304-050607-try1-7.eml', '20260304-050607-try2-7.eml']);
  });

  it('smtp – 루프백 SMTP 서버가 봉투(MAIL FROM·RCPT TO)와 본문을 받는다', async () => {
    const server = await startSmtpServer();
    try {
      const smtp = smtpTransport({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: server.port,
        SMTP_SECURE: false,
        // 이 루프백 서버는 STARTTLS 를 모른다
        SMTP_REQUIRE_TLS: false,
        SMTP_USER: undefined,
        SMTP_PASSWORD: undefined,
        MAIL_FROM: from,
      });
      const delivery = await smtp.send({ to: 'buyer@example.com', subject: 'Hello', text: 'plain body line' });
      expect(delivery.transport).toBe('smtp');
      expect(delivery.messageId).toMatch(/^<.+>$/);
      expect(server.received).toHaveLength(1);
      const mail = server.received[0]!;
      expect(mail.from).toBe('no-reply@growth-store.example');
      expect(mail.to).toEqual(['buyer@example.com']);
      expect(mail.data).toMatch(/^To: buyer@example\.com\r?$/m);
      expect(mail.data).toMatch(/^Subject: Hello\r?$/m);
      expect(mail.data).toContain('plain body line');
      expect(mail.data).toContain(`Message-ID: ${delivery.messageId}`);
    } finally {
      await server.close();
    }
  });

  it('smtp – 서버가 없으면 send 가 실패한다(일꾼이 다시 시도하도록)', async () => {
    const server = await startSmtpServer();
    const port = server.port;
    await server.close();
    const smtp = smtpTransport(
      { SMTP_HOST: '127.0.0.1', SMTP_PORT: port, SMTP_SECURE: false, SMTP_REQUIRE_TLS: false, SMTP_USER: undefined, SMTP_PASSWORD: undefined, MAIL_FROM: from },
      { connectMs: 2000, socketMs: 2000 },
    );
    await expect(smtp.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('smtp – 기본은 STARTTLS 필수: 서버가 알리지 않으면 STARTTLS 를 청하고, 거절되면 AUTH·MAIL 없이 실패한다(평문으로 비밀번호·본문을 보내지 않는다)', async () => {
    const server = await startSmtpServer({ auth: true });
    const config = loadConfig({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(server.port), SMTP_USER: 'shop', SMTP_PASSWORD: 'pw' });
    expect(config.SMTP_REQUIRE_TLS).toBe(true);
    try {
      const smtp = smtpTransport(config, { connectMs: 2000, socketMs: 2000 });
      await expect(smtp.send({ to: 'a@example.com', subject: 's', text: 'reset link' })).rejects.toThrow();
      // STARTTLS 를 청했다가 거절되면 거기서 끊는다
      expect(server.commands.map((c) => c.slice(0, 4).toUpperCase())).toEqual(['EHLO', 'STAR']);
      expect(server.received).toEqual([]);
      // 시험용으로 끄면(SMTP_REQUIRE_TLS=false) 같은 서버에 평문으로 로그인해 보낸다: 위의 실패는 TLS 요구 때문이다
      const loose = smtpTransport(loadConfig({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(server.port), SMTP_USER: 'shop', SMTP_PASSWORD: 'pw', SMTP_REQUIRE_TLS: 'false' }));
      await loose.send({ to: 'a@example.com', subject: 's', text: 'reset link' });
      expect(server.commands.some((c) => c.startsWith('AUTH PLAIN'))).toBe(true);
      expect(server.received).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('mailTransportOf – 주입한 deps.mail, 아니면 MAIL_TRANSPORT 로 고르고 config 마다 하나', () => {
    const outboxConfig = loadConfig({ NODE_ENV: 'test', OUTBOX_DIR: dir });
    const a = mailTransportOf({ config: outboxConfig });
    expect(a.name).toBe('outbox');
    expect(mailTransportOf({ config: outboxConfig })).toBe(a);
    const smtpConfig = loadConfig({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1' });
    expect(mailTransportOf({ config: smtpConfig }).name).toBe('smtp');
    const injected = { name: 'outbox' as const, send: async () => ({ transport: 'outbox' as const, messageId: 'x' }) };
    expect(mailTransportOf({ config: smtpConfig, mail: injected })).toBe(injected);
  });
});
