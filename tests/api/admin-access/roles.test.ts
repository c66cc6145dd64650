import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole } from '../../../lib/schemas/members';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { ADMIN_ROUTE_TABLE, type AccessRow } from './route-table';

let t: TestApp;
let member: TestMember;
const operators = {} as Record<AdminRole, TestMember>;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.signup();
  for (const role of ADMIN_ROLES) operators[role] = await t.loginAsAdmin(role);
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** 앱에 실제로 붙은 /v1/admin 라우트(app.use 같은 미들웨어 줄은 method 가 ALL 이라 뺀다) */
function registeredAdminRoutes(): string[] {
  const keys = t.app.routes.filter((r) => r.path.startsWith('/v1/admin/') && r.method !== 'ALL').map((r) => key(r.method, r.path));
  return [...new Set(keys)].sort();
}

/** 자리표시 id(없는 것)와 빈 본문: 등급 검사는 검증·조회보다 먼저라 이것으로 충분하다 */
async function call(row: AccessRow, token: string) {
  const [method, path] = row;
  const url = path.replace(/:[A-Za-z]+/g, '999999');
  return t.json(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, token);
}

it('표 – 앱의 모든 /v1/admin 라우트가 등급 표에 있고, 표에는 없는 라우트가 없다', () => {
  const table = ADMIN_ROUTE_TABLE.map(([m, p]) => key(m, p));
  expect(new Set(table).size).toBe(table.length);
  expect(registeredAdminRoutes()).toEqual([...table].sort());
});

describe.each(ADMIN_ROUTE_TABLE)('%s %s', (method, path, roles) => {
  it(`허용 등급 ${roles.join(',')} 만 통과, 나머지는 403 ADMIN_ROLE_FORBIDDEN, 일반 회원은 403 ADMIN_ONLY`, async () => {
    const row: AccessRow = [method, path, roles];
    for (const role of ADMIN_ROLES) {
      const res = await call(row, operators[role].accessToken);
      const outcome = `${role}: ${res.status} ${res.body?.code ?? ''}`;
      if (roles.includes(role)) {
        expect(res.body?.code, outcome).not.toBe('ADMIN_ROLE_FORBIDDEN');
        expect(res.status, outcome).toBeLessThan(500);
      } else {
        expect(outcome).toBe(`${role}: 403 ADMIN_ROLE_FORBIDDEN`);
      }
    }
    const asMember = await call(row, member.accessToken);
    expect(`${asMember.status} ${asMember.body?.code}`).toBe('403 ADMIN_ONLY');
  });
});
