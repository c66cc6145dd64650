import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// DB 연결을 끊어 처리하지 못한 오류를 일부러 만든다 — 이 파일만의 앱이라 다른 테스트에 영향이 없다
let t: TestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ accessToken: token, memberId } = await t.signup());
  await t.closeDatabase();
});
afterAll(() => t.close());

describe('500 봉투', () => {
  it('GET /v1/my-page/{id} – DB 가 죽으면 500 INTERNAL_ERROR, 스택 트레이스는 보이지 않는다', async () => {
    const res = await t.json('GET', `/v1/my-page/${memberId}`, undefined, token, { 'x-request-id': 'req-500-test' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'INTERNAL_ERROR',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      meta: { requestId: 'req-500-test' },
    });
    const raw = JSON.stringify(res.body);
    expect(raw).not.toMatch(/stack|\bat \S+ \(|Error:|node_modules|pglite|pool/i);
  });

  it('POST /v1/members/login/email – 로그인 중 DB 오류도 같은 500 봉투', async () => {
    const res = await t.json('POST', '/v1/members/login/email', { email: 'a@example.com', password: 'whatever' });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('INTERNAL_ERROR');
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'meta']);
  });

  it('GET /v1/mains/health-check – DB 가 응답하지 않으면 503 database false', async () => {
    const res = await t.json('GET', '/v1/mains/health-check');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', database: false });
  });
});
