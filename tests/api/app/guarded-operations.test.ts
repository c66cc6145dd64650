import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, tokenKeys } from '../../../server/members/tokens';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { ADMIN_ROUTE_TABLE } from '../admin-access/route-table';

/*
 * 가드는 라우터를 어느 접두사에 붙였는가(server/app.ts)로 걸린다. 그래서 이 시험이 OpenAPI 문서를 한 줄씩 걸으며
 * 그 약속을 확인한다: 토큰이 필요하다고 적힌 작업은 토큰 없이·위조 토큰·만료 토큰에 401, my-page 는 남의 id 에 403.
 * 토큰 없이 쓰는 작업은 아래 목록에 까닭과 함께 적어야 한다 — 가드 밖에 새로 붙인 라우트는 여기서 걸린다.
 */

/** 로그인 없이 부르는 작업: 문서에 security 가 없다. 줄마다 까닭 */
const PUBLIC_OPERATIONS: Record<string, string> = {
  'POST /v1/members/signup/email': '가입',
  'POST /v1/members/login/email': '로그인',
  'POST /v1/members/refresh-token': '리프레시 토큰이 곧 자격',
  'POST /v1/members/validate-token': '토큰 쌍이 곧 자격(본문)',
  'POST /v1/members/logout': '리프레시 토큰이 곧 자격(본문)',
  'POST /v1/members/oauth/authorize': '소셜 로그인 시작',
  'POST /v1/members/login/social': '소셜 로그인',
  'POST /v1/members/signup/social': '소셜 가입(가입 티켓이 자격)',
  'POST /v1/members/reset-pwd/mail': '비밀번호 재설정 메일',
  'GET /v1/members/reset-pwd': '재설정 링크 확인(링크 토큰이 자격)',
  'PATCH /v1/members/reset-pwd': '새 비밀번호(링크 토큰이 자격)',
  'POST /v1/members/verify-email': '가입 인증 링크(링크 토큰이 자격)',
  'GET /v1/mains/health-check': '건강 확인',
  'GET /v1/health/live': '살아 있음(호스팅의 건강 확인)',
  'GET /v1/health/ready': '트래픽을 받을 준비(프록시·로드밸런서)',
  'GET /v1/stand-ins': '시험용 어댑터 목록(모든 화면의 안내 띠)',
  'GET /v1/orders/instagram/account': '주문 전 계정 확인',
  'GET /v1/orders/instagram/feeds': '주문 전 게시물 고르기',
  'GET /v1/orders/instagram/feed-image': '게시물 사진',
  'GET /v1/orders/categories': '카탈로그',
  'GET /v1/orders/categories/{snsChannelId}': '카탈로그',
  'GET /v1/orders/popular': '카탈로그',
  'GET /v1/orders/products/{productId}': '카탈로그',
  'GET /v1/orders/{snsChannelId}/daily/{productTypeId}': '카탈로그',
  'GET /v1/orders/{snsChannelId}/{productTypeId}': '카탈로그',
  'GET /v1/mains': '첫 화면',
  'GET /v1/mains/notices': '첫 화면',
  'GET /v1/mains/channels': '첫 화면',
  'GET /v1/mains/carousel/products': '첫 화면',
  'GET /v1/mains/articles': '첫 화면',
  'GET /v1/search': '검색',
  'GET /v1/notices': '콘텐츠',
  'GET /v1/notices/{id}': '콘텐츠',
  'GET /v1/faqs': '콘텐츠',
  'GET /v1/articles': '콘텐츠',
  'GET /v1/articles/{id}': '콘텐츠',
  'GET /v1/banners': '콘텐츠',
  'GET /v1/popups': '콘텐츠',
  'GET /v1/policies/{slug}': '약관·개인정보처리방침·환불 정책(공개 화면)',
  'GET /v1/business-details': '사업자 정보(전자상거래법 §10, 모든 화면 아래쪽)',
  'GET /v1/instarter/services': '인스타터 주문 확인 정보(주문번호·연락처)가 자격',
  'POST /v1/instarter/services/refill': '인스타터 주문 확인 정보가 자격',
  'GET /v1/instarter/services/{taskHistoryId}': '인스타터 주문 확인 정보가 자격',
  'GET /v1/reviews': '후기 읽기',
  'GET /v1/reviews/categories/{snsChannelId}/{productTypeId}': '후기 읽기',
  'GET /v1/reviews/categories/{snsChannelId}/{productTypeId}/list': '후기 읽기',
  'GET /v1/reviews/categories/{snsChannelId}/{productTypeId}/images': '후기 읽기',
  'GET /v1/reviews/{id}': '후기 읽기',
  'POST /v1/payments/webhooks/toss': '결제사 웹훅: secret 과 결제사 조회로 검증',
};

/** 문서에 없는 라우트(JSON API 가 아니다). 줄마다 까닭 */
const UNDOCUMENTED_ROUTES: Record<string, string> = {
  'GET /v1/openapi.json': '이 문서',
  'GET /v1/docs': '문서 화면',
  'GET /v1/docs/init.js': '문서 화면',
  'GET /v1/docs/swagger-ui-bundle.js': '문서 화면',
  'GET /v1/docs/swagger-ui.css': '문서 화면',
  'GET /uploads/*': '올린 사진(공개 주소)',
  'GET /metrics': 'Prometheus 지표: METRICS_TOKEN 이 자격이고, 프록시가 밖으로 내보내지 않는다',
  'GET /test-gateway/pay': '내장 테스트 결제창(PAYMENTS_PROVIDER=test 일 때만)',
  'GET /test-gateway/pay/:action{approve|decline|close}': '내장 테스트 결제창',
  'GET /test-gateway/virtual-accounts/:paymentKey': '내장 테스트 결제창의 가상계좌',
  'POST /test-gateway/virtual-accounts/:paymentKey/deposit': '내장 테스트 결제창의 가상계좌 입금',
  'GET /v1/test-idp/:slug/authorize': '내장 테스트 소셜 로그인 제공자(키 없는 제공자만)',
  'POST /v1/test-idp/:slug/authorize': '내장 테스트 소셜 로그인 제공자',
};

type Operation = { method: string; path: string; secured: boolean };

let t: TestApp;
let member: TestMember;
let other: TestMember;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  member = await t.signup();
  other = await t.signup();
  const doc = (await (await t.request('/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, secured: (op.security ?? []).length > 0 })),
  );
});
afterAll(() => t.close());

const keyOf = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
/** 문서의 {id} 를 Hono 의 :id 로 */
const honoPath = (path: string) => path.replace(/\{([A-Za-z]+)\}/g, ':$1');
/** 자리표시 값(없는 것): 인증은 검증·조회보다 먼저다 */
const urlOf = (path: string, memberId?: number) =>
  path.replace('{memberId}', String(memberId ?? 999999)).replace(/\{[A-Za-z]+\}/g, '999999');

async function call(op: Operation, token?: string, memberId?: number) {
  const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
  return t.json(op.method, urlOf(op.path, memberId), body, token);
}

/** 같은 회원·같은 세션의 토큰을 다른 열쇠로 서명한다 */
async function forgedToken(of: TestMember): Promise<string> {
  const { sid } = decodeJwt(of.accessToken) as { sid: string };
  return new SignJWT({ memberId: of.memberId, role: 'MEMBER', sid, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(of.memberId))
    .setIssuer('growth-store')
    .setIssuedAt()
    .setExpirationTime('30m')
    .sign(new TextEncoder().encode('someone-elses-secret-0123456789abcdef'));
}

/** 진짜 열쇠로 서명했지만 한 시간 전에 끝난 토큰 */
async function expiredToken(of: TestMember): Promise<string> {
  const { sid } = decodeJwt(of.accessToken) as { sid: string };
  const keys = tokenKeys(t.config);
  const issuedAt = new Date(t.clock.now().getTime() - (keys.accessTtl + 3600) * 1000);
  return signAccessToken(keys, { memberId: of.memberId, role: 'MEMBER', sid }, issuedAt);
}

describe('OpenAPI 문서의 모든 작업', () => {
  it('앱에 붙은 라우트는 모두 문서에 있거나, 문서 밖 목록에 까닭과 함께 있다', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${honoPath(op.path)}`));
    const routes = [...new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
    const unexplained = routes.filter((r) => !documented.has(r) && !(r in UNDOCUMENTED_ROUTES));
    expect(unexplained).toEqual([]);
    // 목록이 낡지 않게: 사라진 라우트는 목록에서도 지운다
    expect(Object.keys(UNDOCUMENTED_ROUTES).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('토큰이 필요 없다고 적힌 작업은 공개 목록에 까닭과 함께 있고, 목록의 작업은 모두 문서에 있다', () => {
    const open = operations.filter((op) => !op.secured).map(keyOf);
    expect(open.filter((k) => !(k in PUBLIC_OPERATIONS))).toEqual([]);
    expect(Object.keys(PUBLIC_OPERATIONS).filter((k) => !open.includes(k))).toEqual([]);
  });

  it('/v1/admin 과 /v1/my-page 의 작업은 모두 토큰이 필요하다고 적혀 있다', () => {
    const guardedPrefix = operations.filter((op) => /^\/v1\/(admin|my-page)\//.test(op.path));
    expect(guardedPrefix.filter((op) => !op.secured).map(keyOf)).toEqual([]);
  });

  it('문서의 /v1/admin 작업과 등급 표(admin-access/route-table.ts)가 같다: 등급별 통과·거절은 roles.test.ts 가 본다', () => {
    const documented = operations.filter((op) => op.path.startsWith('/v1/admin/')).map((op) => `${op.method} ${honoPath(op.path)}`);
    expect(documented.sort()).toEqual(ADMIN_ROUTE_TABLE.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('토큰이 필요한 작업: 토큰 없이, 다른 열쇠로 서명한 토큰, 만료된 토큰 모두 401', async () => {
    const forged = await forgedToken(member);
    const expired = await expiredToken(member);
    const secured = operations.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(100);
    const outcomes: string[] = [];
    for (const op of secured) {
      const none = await call(op, undefined, member.memberId);
      const bad = await call(op, forged, member.memberId);
      const old = await call(op, expired, member.memberId);
      outcomes.push(`${keyOf(op)}: ${none.body?.code} ${bad.body?.code} ${old.body?.code} (${none.status}/${bad.status}/${old.status})`);
    }
    const expected = secured.map((op) => `${keyOf(op)}: UNAUTHORIZED TOKEN_INVALID TOKEN_EXPIRED (401/401/401)`);
    expect(outcomes).toEqual(expected);
  });

  it('/v1/my-page/{memberId} 작업: 다른 회원의 id 로는 403 NOT_YOUR_RESOURCE', async () => {
    const mine = operations.filter((op) => op.path.startsWith('/v1/my-page/{memberId}'));
    expect(mine.length).toBeGreaterThan(20);
    const outcomes: string[] = [];
    for (const op of mine) {
      const res = await call(op, member.accessToken, other.memberId);
      outcomes.push(`${keyOf(op)}: ${res.status} ${res.body?.code}`);
    }
    expect(outcomes).toEqual(mine.map((op) => `${keyOf(op)}: 403 NOT_YOUR_RESOURCE`));
  });
});
