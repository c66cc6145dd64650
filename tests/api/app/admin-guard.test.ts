import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.', meta: null };

describe('/v1/admin/** 관리자 가드', () => {
  it('GET /v1/admin/anything – 토큰이 없으면 401', async () => {
    const res = await t.json('GET', '/v1/admin/anything');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('GET /v1/admin/anything – 일반 회원은 403 ADMIN_ONLY', async () => {
    const member = await t.signup();
    const res = await t.json('GET', '/v1/admin/anything', undefined, member.accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'ADMIN_ONLY', message: '관리자만 사용할 수 있습니다.', meta: null });
  });

  it('GET /v1/admin/anything – 관리자는 가드를 지나 404 NOT_FOUND 봉투에 닿는다', async () => {
    const admin = await t.loginAsAdmin();
    const res = await t.json('GET', '/v1/admin/anything', undefined, admin.accessToken);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('GET /v1/admin/anything – 역할은 DB 가 정한다: 권한을 뺏으면 같은 토큰도 곧바로 403', async () => {
    const admin = await t.loginAsAdmin();
    await t.db.update(members).set({ role: 'MEMBER' }).where(eq(members.id, admin.memberId));
    expect((await t.json('GET', '/v1/admin/anything', undefined, admin.accessToken)).status).toBe(403);
  });

  it('GET /v1/my-page/{id} – 관리자라도 다른 회원의 my-page 는 403', async () => {
    const admin = await t.loginAsAdmin();
    const member = await t.signup();
    expect((await t.json('GET', `/v1/my-page/${member.memberId}`, undefined, admin.accessToken)).status).toBe(403);
  });
});
