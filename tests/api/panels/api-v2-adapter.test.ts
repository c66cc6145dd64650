import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiV2PanelClient, PanelError } from '../../../server/providers/fulfilment';
import { closedPortUrl, sendJson, startPanelServer, type PanelServer } from './panel-server';

const KEY = 'secret-panel-key-9f8e';
let panel: PanelServer;

beforeAll(async () => {
  panel = await startPanelServer();
});
afterAll(() => panel.close());
beforeEach(() => {
  panel.seen.length = 0;
});

const client = (timeoutMs = 2000, url = panel.url) => new ApiV2PanelClient({ url, key: KEY, timeoutMs });

async function failure(p: Promise<unknown>): Promise<PanelError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof PanelError) return e;
    throw e;
  }
  throw new Error('실패를 기대했습니다');
}

function expectNoKey(e: PanelError) {
  expect(e.message).not.toContain(KEY);
  expect(JSON.stringify(e.raw ?? null)).not.toContain(KEY);
}

describe('ApiV2PanelClient – 요청과 응답 읽기', () => {
  it('services – form POST(key, action)로 묻고 문자열·숫자 섞인 목록을 정규화한다', async () => {
    panel.setReply((_f, res) =>
      sendJson(res, 200, [
        { service: 1, name: 'IG Followers', type: 'Default', category: 'Instagram', rate: '0.90', min: '50', max: '10000', refill: true, cancel: true },
        { service: '2', name: 'IG Likes', type: 'Default', category: 'Instagram', rate: 0.25, min: 10, max: 5000, refill: '1', cancel: 0 },
      ]),
    );
    const list = await client().services();
    expect(panel.seen).toHaveLength(1);
    expect(panel.seen[0]).toMatchObject({ method: 'POST', url: '/api/v2', form: { key: KEY, action: 'services' } });
    expect(panel.seen[0]!.contentType).toContain('application/x-www-form-urlencoded');
    expect(list).toEqual([
      { serviceId: '1', name: 'IG Followers', type: 'Default', category: 'Instagram', rate: '0.90', min: 50, max: 10000, refill: true, cancel: true },
      { serviceId: '2', name: 'IG Likes', type: 'Default', category: 'Instagram', rate: '0.25', min: 10, max: 5000, refill: true, cancel: false },
    ]);
  });

  it('add – service, link, quantity, runs, interval 를 보내고 숫자 주문 번호를 문자열로 돌려준다', async () => {
    panel.setReply((_f, res) => sendJson(res, 200, { order: 23501 }));
    const out = await client().add({ serviceId: '1', link: 'https://instagram.com/abc', quantity: 100, runs: 3, interval: 60 });
    expect(out.orderId).toBe('23501');
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'add', service: '1', link: 'https://instagram.com/abc', quantity: '100', runs: '3', interval: '60' });
  });

  it('add – 드립피드가 아니면 runs·interval 을 보내지 않는다', async () => {
    panel.setReply((_f, res) => sendJson(res, 200, { order: '777' }));
    expect((await client().add({ serviceId: '9', link: 'x', quantity: 5 })).orderId).toBe('777');
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'add', service: '9', link: 'x', quantity: '5' });
  });

  it('status – order 로 묻고 돈은 문자열, 수치는 정수로 읽는다 (Cancelled → Canceled)', async () => {
    panel.setReply((_f, res) => sendJson(res, 200, { charge: '0.27819', start_count: '3572', status: 'Partial', remains: '157', currency: 'USD' }));
    const state = await client().status('23501');
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'status', order: '23501' });
    expect(state).toMatchObject({ orderId: '23501', status: 'Partial', startCount: 3572, remains: 157, charge: '0.27819', currency: 'USD' });

    panel.setReply((_f, res) => sendJson(res, 200, { charge: 0, start_count: 10, status: 'Cancelled', remains: 100, currency: 'USD' }));
    expect(await client().status('1')).toMatchObject({ status: 'Canceled', startCount: 10, remains: 100, charge: '0' });
  });

  it('statuses – 상태 이름을 대소문자와 상관없이 맞추고, 주문별 {"error"} 는 그 주문의 오류로 둔다', async () => {
    panel.setReply((_f, res) =>
      sendJson(res, 200, {
        '1': { charge: '1.0', start_count: 0, status: 'In Progress', remains: '5', currency: 'USD' },
        '2': { charge: '1.0', start_count: '0', status: 'Canceled', remains: '5', currency: 'USD' },
        '3': { error: 'Incorrect order ID' },
        '4': { charge: '2', start_count: '1', status: 'processing', remains: 9, currency: 'USD' },
        '5': { charge: '2', start_count: '1', status: 'COMPLETED', remains: 0, currency: 'USD' },
        '6': { charge: '2', start_count: '1', status: 'pending', remains: 9, currency: 'USD' },
      }),
    );
    const out = await client().statuses(['1', '2', '3', '4', '5', '6', '7']);
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'status', orders: '1,2,3,4,5,6,7' });
    expect(out.map((s) => ('error' in s ? `error:${s.error}` : s.status))).toEqual([
      'In progress',
      'Canceled',
      'error:Incorrect order ID',
      'Processing',
      'Completed',
      'Pending',
      'error:응답에 이 주문이 없습니다.',
    ]);
  });

  it('statuses – 150개는 100개와 50개, 두 번으로 나눠 묻는다', async () => {
    panel.setReply((form, res) => {
      const ids = form.orders!.split(',');
      sendJson(res, 200, Object.fromEntries(ids.map((id) => [id, { status: 'Completed', remains: 0, start_count: 1, charge: '0.1', currency: 'USD' }])));
    });
    const ids = Array.from({ length: 150 }, (_, i) => String(1000 + i));
    const out = await client().statuses(ids);
    expect(panel.seen).toHaveLength(2);
    expect(panel.seen[0]!.form.orders!.split(',')).toEqual(ids.slice(0, 100));
    expect(panel.seen[1]!.form.orders!.split(',')).toEqual(ids.slice(100));
    expect(out).toHaveLength(150);
    expect(out.every((s) => !('error' in s) && s.status === 'Completed')).toBe(true);
  });

  it('statuses – 표준 밖의 실패·환불 상태(Refunded, Fail, Error, Rejected)를 읽고, 정말 모르는 이름만 그 주문의 오류로 둔다', async () => {
    panel.setReply((_f, res) =>
      sendJson(res, 200, {
        '1': { charge: '0', start_count: '0', status: 'Refunded', remains: '100', currency: 'USD' },
        '2': { charge: '0', start_count: '0', status: 'Fail', remains: '100', currency: 'USD' },
        '3': { charge: '0', start_count: '0', status: 'error', remains: '100', currency: 'USD' },
        '4': { charge: '0', start_count: '0', status: 'Rejected', remains: '100', currency: 'USD' },
        '5': { charge: '0', start_count: '0', status: 'Awaiting moderation', remains: '100', currency: 'USD' },
      }),
    );
    const out = await client().statuses(['1', '2', '3', '4', '5']);
    expect(out.map((s) => ('error' in s ? `error:${s.error}` : s.status))).toEqual([
      'Refunded',
      'Failed',
      'Error',
      'Rejected',
      'error:알 수 없는 주문 상태입니다: Awaiting moderation',
    ]);
  });

  it('statuses – 주문 하나를 물었는데 단건 모양({"status": ...})으로 답하는 패널도 읽는다(여럿이면 그 모양은 받지 않는다)', async () => {
    const flat = { charge: '0.27819', start_count: '3572', status: 'Partial', remains: '157', currency: 'USD' };
    panel.setReply((_f, res) => sendJson(res, 200, flat));
    const [one] = await client().statuses(['23501']);
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'status', orders: '23501' });
    expect(one).toEqual({ orderId: '23501', status: 'Partial', startCount: 3572, remains: 157, charge: '0.27819', currency: 'USD', raw: flat });

    const two = await client().statuses(['23501', '23502']);
    expect(two.map((s) => 'error' in s)).toEqual([true, true]);
  });

  it('refill·refill_status – 문자열·숫자 번호를 모두 읽는다', async () => {
    panel.setReply((form, res) => sendJson(res, 200, form.action === 'refill' ? { refill: '1' } : { status: 'Completed' }));
    expect((await client().refill('23501')).refillId).toBe('1');
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'refill', order: '23501' });
    expect((await client().refillStatus('1')).status).toBe('Completed');
    expect(panel.seen[1]!.form).toEqual({ key: KEY, action: 'refill_status', refill: '1' });
  });

  it('cancel – orders 로 보내고 주문마다 성공·거절을 돌려준다', async () => {
    panel.setReply((_f, res) => sendJson(res, 200, [{ order: 2, cancel: 1 }, { order: '3', cancel: { error: 'Incorrect order ID' } }]));
    const out = await client().cancel(['2', '3']);
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'cancel', orders: '2,3' });
    expect(out).toEqual([
      { orderId: '2', ok: true, error: null },
      { orderId: '3', ok: false, error: 'Incorrect order ID' },
    ]);
  });

  it('balance – 잔액은 문자열 십진수 그대로', async () => {
    panel.setReply((_f, res) => sendJson(res, 200, { balance: '100.84', currency: 'USD' }));
    expect(await client().balance()).toEqual({ balance: '100.84', currency: 'USD' });
    expect(panel.seen[0]!.form).toEqual({ key: KEY, action: 'balance' });
  });
});

describe('ApiV2PanelClient – 오류 분류 (definite)', () => {
  it('HTTP 200 의 {"error"} 는 분명한 거절(definite)이고 패널의 문장을 싣는다', async () => {
    panel.setReply((_f, res) => sendJson(res, 200, { error: 'Incorrect service ID' }));
    const e = await failure(client().add({ serviceId: '999', link: 'x', quantity: 10 }));
    expect(e.definite).toBe(true);
    expect(e.message).toBe('Incorrect service ID');
    expectNoKey(e);
  });

  it('status 의 {"error"} 도 분명한 거절', async () => {
    panel.setReply((_f, res) => sendJson(res, 200, { error: 'Incorrect order ID' }));
    const e = await failure(client().status('1'));
    expect(e.definite).toBe(true);
  });

  it('HTTP 4xx 는 분명한 거절', async () => {
    panel.setReply((_f, res) => sendJson(res, 403, { error: 'Invalid API key' }));
    const e = await failure(client().balance());
    expect(e.definite).toBe(true);
    expect(e.message).toBe('Invalid API key');
    expectNoKey(e);
  });

  it('HTTP 500 은 결과 모름(definite=false)', async () => {
    panel.setReply((_f, res) => sendJson(res, 500, { message: 'oops' }));
    const e = await failure(client().add({ serviceId: '1', link: 'x', quantity: 10 }));
    expect(e.definite).toBe(false);
    expect(e.message).toContain('500');
    expectNoKey(e);
  });

  it('읽을 수 없는 본문은 결과 모름', async () => {
    panel.setReply((_f, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    });
    const e = await failure(client().add({ serviceId: '1', link: 'x', quantity: 10 }));
    expect(e.definite).toBe(false);
    expectNoKey(e);
  });

  it('주문 번호 없는 add 응답은 결과 모름(들어갔을 수 있다)', async () => {
    panel.setReply((_f, res) => sendJson(res, 200, { ok: true }));
    expect((await failure(client().add({ serviceId: '1', link: 'x', quantity: 10 }))).definite).toBe(false);
  });

  it('PANEL_TIMEOUT_MS 안에 답이 없으면 결과 모름', async () => {
    panel.setReply((_f, res) => {
      setTimeout(() => sendJson(res, 200, { order: 1 }), 1000);
    });
    const e = await failure(client(100).add({ serviceId: '1', link: 'x', quantity: 10 }));
    expect(e.definite).toBe(false);
    expect(e.message).toContain('시간');
    expectNoKey(e);
  });

  it('보낸 뒤 연결이 끊기면 결과 모름', async () => {
    panel.setReply((_f, _res, req) => req.socket.destroy());
    const e = await failure(client().add({ serviceId: '1', link: 'x', quantity: 10 }));
    expect(e.definite).toBe(false);
    expectNoKey(e);
  });

  it('닫힌 포트(연결 거부)는 보내지 못한 것이라 분명한 실패', async () => {
    const e = await failure(client(2000, await closedPortUrl()).add({ serviceId: '1', link: 'x', quantity: 10 }));
    expect(e.definite).toBe(true);
    expect(e.message).toContain('ECONNREFUSED');
    expectNoKey(e);
  });
});
