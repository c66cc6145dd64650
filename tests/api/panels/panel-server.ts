import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PanelRequest = { method: string; url: string; contentType: string | undefined; form: Record<string, string> };
export type PanelReply = (form: Record<string, string>, res: ServerResponse, req: IncomingMessage) => void;

/**
 * 패널 API v2 처럼 말하는 루프백 서버: form 본문을 읽어 적어 두고, reply 로 정한 답을 한다.
 * 테스트는 reply 를 바꿔 가며 패널마다 다른 버릇(문자열 id, Cancelled, HTTP 200 의 {"error"}...)을 흉내 낸다.
 */
export async function startPanelServer() {
  const seen: PanelRequest[] = [];
  let reply: PanelReply = (_form, res) => sendJson(res, 200, { error: 'no reply set' });
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], form });
      reply(form, res, req);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
  return {
    url,
    seen,
    setReply(next: PanelReply) {
      reply = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

export type PanelServer = Awaited<ReturnType<typeof startPanelServer>>;

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** 닫힌 포트 하나: 열었다 바로 닫아 연결 거부를 만든다 */
export async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  await new Promise((r) => server.close(r));
  return `http://127.0.0.1:${port}/api/v2`;
}
