/* 웹 서버의 라우트(app/api/*)가 본문을 한도까지만 읽는다 */

export type LimitedBody = { ok: true; text: string } | { ok: false };

/**
 * 본문을 maxBytes 까지만 읽는다. content-length 가 한도를 넘으면 읽지 않고, 없거나 거짓이어도
 * 흐름을 조각씩 세다가 한도를 넘는 순간 읽기를 멈춘다: 큰 본문 하나가 웹 서버의 메모리를 채우지 못하게.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false };
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}
