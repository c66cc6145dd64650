import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * SOLAPI 의 발송 API(POST /messages/v4/send-many/detail)와 발송 내역 조회(GET /messages/v4/list)를 말하는 루프백 서버. 요청마다 HMAC-SHA256 서명
 * (apiKey, date, salt, signature = hex(HMAC(secret, date + salt)))을 검사하고, 틀리면 401 을 준다.
 * 받는 번호마다 정해 둔 응답을 차례로 쓰고, 없으면 접수(성공)한다: 한 파일의 여러 시험이 서로의 줄을 보내도 섞이지 않게.
 */
export type SolapiMessageBody = {
  to: string;
  from: string;
  type: 'ATA' | 'SMS' | 'LMS';
  text?: string;
  subject?: string;
  kakaoOptions?: { pfId: string; templateId: string; variables: Record<string, string>; disableSms: boolean };
  customFields?: Record<string, string>;
};

export type Reply =
  | { kind: 'accept' }
  /** 요청은 200 이지만 이 메시지는 접수 실패(failedMessageList) */
  | { kind: 'fail-message'; statusCode: string; statusMessage: string }
  | { kind: 'http'; status: number; body: unknown; headers?: Record<string, string> }
  /** 응답을 ms 만큼 늦춘다(시간 제한 시험) */
  | { kind: 'hang'; ms: number };

export type ReceivedRequest = { message: SolapiMessageBody; authorized: boolean; showMessageList: unknown };

/** 접수해 둔 메시지(조회 API 가 돌려주는 모양) */
type StoredMessage = SolapiMessageBody & { messageId: string; statusCode: string; dateCreated: string };

export class FakeSolapi {
  readonly requests: ReceivedRequest[] = [];
  /** 접수한 메시지: 시간 초과로 응답을 못 받은 쪽이 나중에 조회로 찾는다 */
  readonly stored: StoredMessage[] = [];
  /** 서명이 맞은 조회 요청의 query */
  readonly lookups: URLSearchParams[] = [];
  /** 조회 요청에 차례로 줄 응답(다 쓰면 정상 조회) */
  private readonly lookupReplies: Array<{ status: number; body: unknown }> = [];
  private readonly replies = new Map<string, Reply[]>();
  private server: Server | null = null;
  private counter = 0;
  url = '';

  constructor(
    readonly apiKey: string,
    readonly apiSecret: string,
  ) {}

  /** 그 번호로 오는 요청에 차례로 줄 응답. 다 쓰면 접수 */
  script(to: string, ...replies: Reply[]) {
    this.replies.set(to, [...(this.replies.get(to) ?? []), ...replies]);
  }

  /** 다음 조회 요청들에 줄 오류 응답 */
  failLookups(...replies: Array<{ status: number; body: unknown }>) {
    this.lookupReplies.push(...replies);
  }

  /** 그 번호로 온 요청(서명이 맞은 것) */
  to(phone: string): SolapiMessageBody[] {
    return this.requests.filter((r) => r.authorized && r.message.to === phone).map((r) => r.message);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private verify(header: string | undefined): boolean {
    const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header ?? '');
    if (!m) return false;
    const [, apiKey, date, salt, signature] = m;
    if (apiKey !== this.apiKey || Number.isNaN(Date.parse(date!))) return false;
    // 시각이 15분 넘게 어긋나면 거절한다(SOLAPI 와 같은 재전송 방어)
    if (Math.abs(Date.now() - Date.parse(date!)) > 15 * 60 * 1000) return false;
    const expected = createHmac('sha256', this.apiSecret).update(date! + salt!).digest();
    const given = Buffer.from(signature!, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://solapi.test');
    if (req.method === 'GET' && url.pathname === '/messages/v4/list') return this.list(req, url, send);
    if (req.method !== 'POST' || req.url !== '/messages/v4/send-many/detail') return send(404, { errorCode: 'NotFound', errorMessage: req.url });
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: SolapiMessageBody[]; showMessageList?: unknown };
    const message = body.messages[0]!;
    const authorized = this.verify(req.headers.authorization);
    this.requests.push({ message, authorized, showMessageList: body.showMessageList });
    if (!authorized) return send(401, { errorCode: 'InvalidSignature', errorMessage: '서명이 올바르지 않습니다' });

    const reply = this.replies.get(message.to)?.shift() ?? { kind: 'accept' };
    const messageId = `M4V${String(++this.counter).padStart(8, '0')}`;
    const groupId = `G4V${String(this.counter).padStart(8, '0')}`;
    const store = () => this.stored.push({ ...message, messageId, statusCode: '2000', dateCreated: new Date().toISOString() });
    switch (reply.kind) {
      case 'accept':
        store();
        return send(200, {
          failedMessageList: [],
          groupInfo: { groupId, count: { total: 1, registeredSuccess: 1, registeredFailed: 0 } },
          messageList: [{ messageId, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ' }],
        });
      case 'fail-message':
        return send(200, {
          failedMessageList: [{ to: message.to, from: message.from, type: message.type, messageId, statusCode: reply.statusCode, statusMessage: reply.statusMessage, country: '82' }],
          groupInfo: { groupId, count: { total: 1, registeredSuccess: 0, registeredFailed: 1 } },
        });
      case 'http':
        return send(reply.status, reply.body, reply.headers);
      case 'hang':
        // 접수는 하되 답이 늦다: 보낸 쪽은 접수되었는지 모르는 채 시간 제한에 걸린다
        store();
        await new Promise((r) => setTimeout(r, reply.ms));
        if (!res.destroyed) return send(200, { failedMessageList: [], groupInfo: { groupId }, messageList: [{ messageId }] });
    }
  }

  /** GET /messages/v4/list: to·startDate(dateType=CREATED)로 거르고 limit 씩 startKey/nextKey 로 넘긴다 */
  private list(req: IncomingMessage, url: URL, send: (status: number, body: unknown) => void) {
    if (!this.verify(req.headers.authorization)) return send(401, { errorCode: 'InvalidSignature', errorMessage: '서명이 올바르지 않습니다' });
    this.lookups.push(url.searchParams);
    const scripted = this.lookupReplies.shift();
    if (scripted) return send(scripted.status, scripted.body);
    const q = url.searchParams;
    if (q.get('dateType') !== 'CREATED' || Number.isNaN(Date.parse(q.get('startDate') ?? ''))) {
      return send(400, { errorCode: 'ValidationError', errorMessage: 'dateType=CREATED 와 startDate 가 필요합니다' });
    }
    const since = Date.parse(q.get('startDate')!);
    const limit = Number(q.get('limit') ?? '20');
    const matching = this.stored.filter((m) => (!q.get('to') || m.to === q.get('to')) && Date.parse(m.dateCreated) >= since);
    const start = q.get('startKey') ? matching.findIndex((m) => m.messageId === q.get('startKey')) : 0;
    const page = matching.slice(Math.max(0, start), Math.max(0, start) + limit);
    const next = matching[Math.max(0, start) + limit];
    send(200, { startKey: q.get('startKey'), nextKey: next?.messageId ?? null, limit, messageList: Object.fromEntries(page.map((m) => [m.messageId, m])) });
  }
}
