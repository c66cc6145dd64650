import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestMember } from '../../helpers/test-app';
import { malformedRequests, type JsonSchema, type OpenApiDocument } from '../../helpers/malformed-requests';

// 문서의 모든 연산을 한 데이터베이스 위에서 돈다: 연산마다 it 하나라 실패가 연산 이름을 단다
const t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '100000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000' } });
afterAll(() => t.close());

const doc = (await t.json('GET', '/v1/openapi.json')).body as OpenApiDocument;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
  Object.entries(ops)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ name: `${method.toUpperCase()} ${template}`, method: method.toUpperCase(), template, op })),
);

type Role = 'anonymous' | 'member' | 'admin';
const people: Partial<Record<Role, TestMember>> = {};
/** 앞 연산에서 무엇이 통과했거나 인증에서 막혔던 사람: 다음 연산 전에 세션이 살아 있는지 다시 본다 */
const unsure = new Set<Role>();

/**
 * 앞 연산의 본문이 통과해 세션이 끝났거나(탈퇴·로그아웃·정지) 등급이 바뀌었으면 새 사람으로 바꾼다.
 * 틀린 요청이 모두 4xx 로 막힌 사람은 그대로 쓴다: 연산마다 확인 요청을 보내지 않게
 */
async function personFor(role: Role): Promise<TestMember | undefined> {
  if (role === 'anonymous') return undefined;
  const current = people[role];
  if (current && !unsure.has(role)) return current;
  unsure.delete(role);
  if (current) {
    const probe =
      role === 'admin'
        ? await t.json('GET', '/v1/admin/me', undefined, current.accessToken)
        : await t.json('GET', `/v1/my-page/${current.memberId}`, undefined, current.accessToken);
    if (probe.status === 200) return current;
  }
  people[role] = role === 'admin' ? await t.loginAsAdmin('OWNER') : await t.signup();
  return people[role];
}

/** 인증·등급에서 막힌 답: 입력을 읽기 전이라 이 사람으로는 더 보낼 것이 없다 */
const GUARD_CODES = new Set(['UNAUTHORIZED', 'ADMIN_ONLY', 'ADMIN_ROLE_FORBIDDEN', 'MFA_REQUIRED']);

const KOREAN = /[가-힣]/;

describe.each(operations)('$name – 틀린 입력은 5xx 가 아니라 한국어 4xx 봉투', ({ method, template, op }) => {
  it('익명·회원·관리자 모두', async () => {
    const problems: string[] = [];
    for (const role of ['anonymous', 'member', 'admin'] as const) {
      const person = await personFor(role);
      const pathValue = (name: string, schema: JsonSchema) => {
        if (name === 'memberId' && template.startsWith('/v1/my-page/') && person) return String(person.memberId);
        if (schema.enum?.length) return String(schema.enum[0]);
        return '1';
      };
      for (const req of malformedRequests(doc, template, op, { pathValue })) {
        const headers = { ...req.headers, ...(person ? { authorization: `Bearer ${person.accessToken}` } : {}) };
        const res = await t.request(req.path, { method, headers, body: req.body });
        const text = await res.text();
        const body = res.headers.get('content-type')?.includes('application/json') && text ? (JSON.parse(text) as Record<string, unknown>) : null;
        const code = typeof body?.code === 'string' ? body.code : '';
        const outcome = `${role}: ${req.what} → ${res.status} ${code}`;
        // 통과한 요청은 세션·등급을 바꿨을 수 있고, 401 이면 세션이 이미 끝났다(403 등급 거절은 사람이 그대로다)
        if (res.status < 400 || res.status === 401) unsure.add(role);
        if (res.status >= 500) {
          problems.push(`${outcome} ${text.slice(0, 200)}`);
        } else if (res.status >= 400) {
          if (!body || !KOREAN.test(String(body.message)) || !('meta' in body)) problems.push(`${outcome}: 봉투가 아니다 ${text.slice(0, 120)}`);
          const fields = (body?.meta as { fields?: Record<string, string> } | null)?.fields;
          if (code === 'VALIDATION_FAILED' && !Object.keys(fields ?? {}).length) problems.push(`${outcome}: 필드 이름이 없다`);
          if (GUARD_CODES.has(code)) break;
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** 문서에 없는 주소(업로드 파일, 내장 테스트 결제창·소셜 로그인 화면): 틀린 값이 경로·쿼리·폼 어디에 있어도 5xx 가 아니다 */
const OUTSIDE_DOCUMENT: { method: string; path: string; form?: string }[] = [
  { method: 'GET', path: '/uploads/{x}' },
  { method: 'GET', path: '/test-gateway/pay?orderId={x}&amount={x}' },
  { method: 'GET', path: '/test-gateway/pay/approve?orderId={x}&paymentKey={x}&amount={x}' },
  { method: 'GET', path: '/test-gateway/pay/decline?orderId={x}&paymentKey={x}' },
  { method: 'GET', path: '/test-gateway/virtual-accounts/{x}' },
  { method: 'POST', path: '/test-gateway/virtual-accounts/{x}/deposit' },
  { method: 'GET', path: '/v1/test-idp/kakao/authorize?state={x}&redirect_uri={x}&code_challenge={x}&nonce={x}' },
  { method: 'POST', path: '/v1/test-idp/kakao/authorize', form: 'persona={x}&state={x}&redirect_uri={x}&code_challenge={x}' },
];

describe('문서 밖의 주소 – 틀린 입력은 5xx 가 아니다', () => {
  it.each(OUTSIDE_DOCUMENT)('$method $path', async ({ method, path, form }) => {
    const problems: string[] = [];
    for (const value of ['\u0000', 'a\u0001b', '99999999999999', '1e30', '2024-02-30', 'x'.repeat(5_000), '%E0%A4%A']) {
      // '%E0%A4%A' 는 일부러 깨진 퍼센트 인코딩이라 그대로 넣는다
      const fill = (s: string) => s.replaceAll('{x}', value.startsWith('%') ? value : encodeURIComponent(value));
      const init: RequestInit = form
        ? { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fill(form) }
        : { method };
      const res = await t.request(fill(path), init);
      if (res.status >= 500) problems.push(`${JSON.stringify(value).slice(0, 20)} → ${res.status} ${(await res.text()).slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });
});
