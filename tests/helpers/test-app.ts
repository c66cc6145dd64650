import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { members, sessions } from '../../server/db/schema';
import type { AppDeps } from '../../server/lib/context';
import { createLogger } from '../../server/lib/logger';
import type { MailTransport } from '../../server/providers/mail';
import type { OutboxMessage } from '../../server/providers/mail/outbox-file';
import type { AdminRole, EmailSignupBody } from '../../lib/schemas/members';
import { createTestClock, type TestClock } from './test-clock';
import { openTestDatabase } from './test-database';

// 응답 본문은 테스트가 아무 필드나 읽어 단언하므로 느슨하게 둔다
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export type TestResponse = { status: number; headers: Headers; body: JsonBody; res: Response };

export type TestMember = {
  memberId: number;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
};

export type SignupOptions = {
  /**
   * 기본 true: 가입한 뒤 실제 회원처럼 메일로 받은 인증 링크를 열어(POST /v1/members/verify-email) 인증을 마친다.
   * false 면 인증 전(REQUIRED_EMAIL_AUTH) 회원 그대로 돌려준다: 결제·문의·후기 작성이 403 EMAIL_NOT_VERIFIED.
   */
  verified?: boolean;
};

export type TestAppOptions = {
  /** 환경변수처럼 문자열로 준다: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', TRUST_PROXY: 'true' } */
  env?: Record<string, string>;
  /**
   * db·config·now 말고 AppDeps 의 다른 의존성(예: 제공자 어댑터)을 바꿀 때. mail 을 주지 않으면 보낸 척만 하는
   * 메모리 어댑터를 쓴다(시험이 .data/outbox 에 파일을 남기지 않게). 어느 쪽이든 보낸 메일은 t.sentMails 에도 남는다.
   */
  deps?: Partial<Omit<AppDeps, 'db' | 'config' | 'now'>>;
};

/** 보낸 메일을 적어 두고 안쪽 어댑터로 넘긴다: 인증 링크를 실제로 받은 메일에서 꺼내려고 */
function recordingMail(inner: MailTransport | undefined, sent: OutboxMessage[]): MailTransport {
  return {
    name: inner?.name ?? 'outbox',
    async send(message: OutboxMessage) {
      const delivery = inner ? await inner.send(message) : { transport: 'outbox' as const, messageId: `memory-${sent.length + 1}` };
      sent.push(message);
      return delivery;
    },
  };
}

const VERIFY_LINK = /\/account\/verify-email\?token=([\w-]+)/;

export const TEST_PASSWORD = 'Passw0rd!test';

export function uniqueEmail(prefix = 'member') {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * 새 데이터베이스(마이그레이션 적용) 위에 api 를 띄운다. 파일마다 한 번:
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 *
 *   const me = await t.signup();
 *   const res = await t.json('GET', `/v1/my-page/${me.memberId}`, undefined, me.accessToken);
 *
 * TEST_DATABASE_URL 이 있으면 PostgreSQL 에 새 데이터베이스를 만들어 쓴다(scripts/with-postgres.sh).
 * app.request 에는 소켓이 없어 요청 주소가 모두 'unknown' 이다: 로그인 실패가 많은 파일은
 * LOGIN_MAX_FAILURES_PER_ADDRESS 를 env 로 올리거나 TRUST_PROXY + X-Forwarded-For 를 쓴다.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_INTERNAL_URL: '', ...options.env });
  const database = await openTestDatabase();
  const db: Db = database.handle.db;
  const clock: TestClock = createTestClock();
  const sentMails: OutboxMessage[] = [];
  const deps: AppDeps = {
    db,
    config,
    logger: createLogger(config.LOG_LEVEL),
    now: clock.now,
    ...options.deps,
    mail: recordingMail(options.deps?.mail, sentMails),
  };
  const app = createApp(deps);

  async function json(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    if (token) h.authorization = `Bearer ${token}`;
    const res = await app.request(path, init);
    const text = await res.text();
    const isJson = res.headers.get('content-type')?.includes('application/json');
    return { status: res.status, headers: res.headers, body: isJson && text ? JSON.parse(text) : text, res };
  }

  function expectStatus(res: TestResponse, status: number, what: string) {
    if (res.status !== status) throw new Error(`${what}: ${status} 를 기대했지만 ${res.status} ${JSON.stringify(res.body)}`);
  }

  /**
   * 이 주소로 실제로 나간 마지막 가입 인증 메일의 링크 토큰. 메일은 가입·다시 보내기 응답 뒤에 나가므로
   * 나갈 때까지 기다린다(메일 어댑터가 실패만 하면 몇 초 뒤 던진다). since: sentMails 의 이 번호 뒤에 나간 것만
   * (같은 주소로 다시 가입했을 때 앞 회원의 메일을 집지 않게)
   */
  async function verificationTokenFor(email: string, since = 0): Promise<string> {
    const to = email.toLowerCase();
    for (let waited = 0; waited < 5_000; waited += 10) {
      const mail = sentMails.slice(since).findLast((m) => m.to.toLowerCase() === to && VERIFY_LINK.test(m.text));
      if (mail) return VERIFY_LINK.exec(mail.text)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${email} 로 간 인증 메일이 없습니다`);
  }

  /** 받은 인증 메일의 링크를 연다(회원이 하는 그대로) */
  async function verifyEmail(email: string, since = 0): Promise<void> {
    const res = await json('POST', '/v1/members/verify-email', { token: await verificationTokenFor(email, since) });
    expectStatus(res, 200, '이메일 인증');
  }

  async function signup(overrides: Partial<EmailSignupBody> = {}, options: SignupOptions = {}): Promise<TestMember> {
    const body: EmailSignupBody = {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      name: '홍길동',
      cellPhone: '010-1234-5678',
      agreeTerms: true,
      agreePrivacy: true,
      ageOver14: true,
      ...overrides,
    };
    const sentBefore = sentMails.length;
    const res = await json('POST', '/v1/members/signup/email', body);
    expectStatus(res, 201, '회원가입');
    if (options.verified !== false) await verifyEmail(body.email, sentBefore);
    return { memberId: res.body.memberId, email: body.email, password: body.password, ...tokens(res) };
  }

  async function login(email: string, password: string = TEST_PASSWORD) {
    const res = await json('POST', '/v1/members/login/email', { email, password });
    expectStatus(res, 200, '로그인');
    return tokens(res);
  }

  /**
   * 회원을 만들고 DB 에서 직접 운영자(ADMIN, 기본 OWNER)로 올린 뒤 다시 로그인한다(토큰의 role 도 ADMIN).
   * 세션은 2단계 인증을 마친 것으로 DB 에 적는다(인증 흐름 자체는 tests/api/operators 가 HTTP 로 시험한다).
   * mfaVerified: false 면 방금 로그인한 그대로 둔다.
   */
  async function loginAsAdmin(adminRole: AdminRole = 'OWNER', options: { mfaVerified?: boolean } = {}): Promise<TestMember> {
    const member = await signup({ email: uniqueEmail('admin') });
    await db.update(members).set({ role: 'ADMIN', adminRole }).where(eq(members.id, member.memberId));
    const signedIn = { ...member, ...(await login(member.email, member.password)) };
    if (options.mfaVerified !== false) {
      await db.update(sessions).set({ mfaVerifiedAt: clock.now() }).where(eq(sessions.memberId, member.memberId));
    }
    return signedIn;
  }

  return {
    app,
    db,
    /** 'pglite' 또는 'postgres'(TEST_DATABASE_URL) */
    kind: database.handle.kind,
    /** PostgreSQL 이면 이 시험 데이터베이스의 주소(두 번째 api 인스턴스·연결 풀을 열 때), PGlite 면 null */
    databaseUrl: database.url,
    config,
    clock,
    deps,
    /** app.request 그대로 — 헤더나 본문을 직접 다룰 때 */
    request: (path: string, init?: RequestInit) => app.request(path, init),
    json,
    signup,
    login,
    verificationTokenFor,
    verifyEmail,
    /** 이 앱이 보낸 메일(보낸 순서), 주입한 어댑터가 있으면 그 어댑터가 받은 것과 같다 */
    sentMails,
    loginAsAdmin,
    /** DB 연결만 끊는다(500 을 만들 때). close 는 그래도 불러야 한다. */
    closeDatabase: database.closeConnection,
    close: database.destroy,
  };
}

function tokens(res: TestResponse) {
  return { accessToken: res.body.accessToken as string, refreshToken: res.body.refreshToken as string };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
