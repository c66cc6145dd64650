import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IdentityProviderError } from '../../../../server/providers/identity/types';

/** 루프백 서버가 받은 요청 하나: 주소(쿼리 포함), 헤더, 폼 본문 */
export type Seen = { method: string; url: URL; headers: IncomingHttpHeaders; form: URLSearchParams };
/** delayMs 가 있으면 그만큼 늦게 답한다(제한 시간 시험) */
export type Reply = { status: number; body: unknown; delayMs?: number };
export type Handler = (req: Seen) => Reply;

/**
 * 제공자처럼 말하는 127.0.0.1 서버. 받은 요청을 모두 적어 두고, 각 시험 파일이 주는 handler 로 답한다.
 * override 를 넣으면 그 한 가지 답(500, 429, 늦은 답 ...)이 handler 보다 먼저다.
 */
export async function startLoopback(handler: Handler) {
  const seen: Seen[] = [];
  let override: Handler | null = null;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const entry: Seen = { method: req.method!, url: new URL(req.url!, 'http://loopback'), headers: req.headers, form: new URLSearchParams(raw) };
      seen.push(entry);
      const reply = (override ?? handler)(entry);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json;charset=UTF-8' });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** 다음 요청부터 이 답만 한다. null 이면 원래 handler 로 */
    answerWith(h: Handler | null) {
      override = h;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

export type Loopback = Awaited<ReturnType<typeof startLoopback>>;

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier) };
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export const randomToken = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

export async function failure(p: Promise<unknown>): Promise<IdentityProviderError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof IdentityProviderError) return e;
    throw e;
  }
  throw new Error('실패를 기대했습니다');
}

/** 오류 문구에 시크릿·code·토큰이 새지 않았는지 */
export function expectNoSecrets(e: Error, secrets: string[]) {
  for (const s of secrets) {
    if (e.message.includes(s)) throw new Error(`오류 문구에 비밀값이 들어 있습니다: ${e.message}`);
  }
}
