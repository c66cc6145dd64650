// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLimitedText } from '@/lib/request-body';

/** 끝없이 1KB 씩 내놓는 본문: 다 읽으려 들면 시험이 끝나지 않는다 */
function endlessBody() {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new Uint8Array(1024).fill(0x61));
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request('http://localhost:3000/api/log', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled, cancelled: () => cancelled };
}

describe('readLimitedText – 본문을 한도까지만 읽는다', () => {
  it('한도 안의 본문은 그대로(한글 포함)', async () => {
    const body = JSON.stringify({ message: '가나다' });
    expect(await readLimitedText(new Request('http://localhost/x', { method: 'POST', body }), 1024)).toEqual({ ok: true, text: body });
  });

  it('content-length 가 한도를 넘으면 읽지 않고 거절', async () => {
    const request = new Request('http://localhost/x', { method: 'POST', body: 'x', headers: { 'content-length': '999999' } });
    expect(await readLimitedText(request, 1024)).toEqual({ ok: false });
    expect(request.bodyUsed).toBe(false);
  });

  it('길이를 밝히지 않은 끝없는 본문은 한도를 넘는 조각에서 멈추고 흐름을 닫는다', async () => {
    const body = endlessBody();
    expect(await readLimitedText(body.request, 16 * 1024)).toEqual({ ok: false });
    expect(body.cancelled()).toBe(true);
    expect(body.pulled()).toBeLessThan(40);
  });

  it('본문이 없으면 빈 글', async () => {
    expect(await readLimitedText(new Request('http://localhost/x', { method: 'POST' }), 10)).toEqual({ ok: true, text: '' });
  });
});
