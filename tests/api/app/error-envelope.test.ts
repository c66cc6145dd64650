import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => t.close());

describe('오류 봉투 {code, message, meta}', () => {
  it('GET /v1/admin/mails – 스키마가 메시지를 따로 적지 않은 검사도 한국어로 답한다', async () => {
    const admin = await t.loginAsAdmin();
    const res = await t.json('GET', '/v1/admin/mails?size=0', undefined, admin.accessToken);
    expect(res.status).toBe(400);
    const body = res.body as { code: string; message: string; meta: { fields: Record<string, string> } };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/[가-힣]/);
    expect(body.message).not.toMatch(/too small|expected/i);
    expect(body.meta.fields.size).toBe(body.message);
  });

  it('POST /v1/members/login/email – 깨진 JSON 은 400 MALFORMED_BODY', async () => {
    const res = await t.json('POST', '/v1/members/login/email', '{"email": "a@b.c", ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'MALFORMED_BODY', message: '요청 본문을 읽을 수 없습니다. 형식을 확인해주세요.', meta: null });
  });

  it('POST /v1/members/signup/email – BODY_LIMIT_BYTES 보다 큰 본문은 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(4096) });
    const res = await t.json('POST', '/v1/members/signup/email', body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.', meta: { maxBytes: 2048 } });
  });

  it('POST /v1/members/signup/email – Content-Length 없이 흘려 보내도 한도를 넘으면 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 4) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await t.request('/v1/members/signup/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('GET /v1/no-such-route – 없는 주소는 404 봉투', async () => {
    for (const [method, path] of [['GET', '/v1/no-such-route'], ['POST', '/v1/members/nope'], ['GET', '/']] as const) {
      const res = await t.json(method, path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.', meta: null });
    }
  });

  it('POST /v1/members/validate-token – 본문 형식이 틀리면 400 VALIDATION_FAILED 와 meta.fields', async () => {
    const res = await t.json('POST', '/v1/members/validate-token', { token: 1 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.meta).toMatchObject({ target: 'json', fields: { token: expect.any(String) } });
  });
});
