// @vitest-environment node
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => import('../next-navigation'));
// 빌드 중 API 에 닿지 못했을 때 페이지를 요청마다 그리게 돌리는 신호(Next 는 connection() 이 던지는 오류로 안다)
const server = vi.hoisted(() => ({ connection: vi.fn(async () => undefined) }));
vi.mock('next/server', () => server);

const { apiGet, idOrNotFound } = await import('@/lib/api/server-fetch');

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
  server.connection.mockClear();
  vi.unstubAllEnvs();
});

const Schema = z.object({ id: z.number() });

describe('apiGet – 서버 컴포넌트의 공개 GET', () => {
  it('/v1 경로를 태그와 60초 재검증으로 부르고 스키마로 읽는다', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 3, extra: true }));
    await expect(apiGet('/notices', Schema, { tags: ['contents'], query: { page: 2, category: undefined } })).resolves.toEqual({ id: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:4000/v1/notices?page=2');
    expect(init).toMatchObject({ next: { tags: ['contents'], revalidate: 60 } });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('404 는 Next 의 찾을 수 없음으로', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 'NOT_FOUND', message: '없음', meta: null }, { status: 404 }));
    await expect(apiGet('/notices/9', Schema, { tags: ['contents'] })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('그 밖의 실패는 서버 봉투의 코드로 던진다', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 'BOOM', message: '서버 오류', meta: null }, { status: 500 }));
    await expect(apiGet('/mains', Schema, { tags: ['mains'] })).rejects.toMatchObject({ code: 'BOOM', status: 500 });
  });

  it('숫자가 아닌 경로 id 는 API 를 부르지 않고 찾을 수 없음으로', () => {
    expect(idOrNotFound('12')).toBe(12);
    expect(() => idOrNotFound('abc')).toThrow('NEXT_NOT_FOUND');
    // 같은 수의 다른 표기는 라우트 캐시에 따로 남으므로 받지 않는다
    for (const other of ['012', '1e1', '12.0', '0x0c', ' 12', '0']) expect(() => idOrNotFound(other)).toThrow('NEXT_NOT_FOUND');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('빌드 중 API 에 닿지 못하면 connection() 으로 그 페이지를 요청마다 그리게 하고, 실행 중에는 그냥 던진다', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiGet('/mains', Schema, { tags: ['mains'] })).rejects.toThrow('fetch failed');
    expect(server.connection).not.toHaveBeenCalled();
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    await expect(apiGet('/mains', Schema, { tags: ['mains'] })).rejects.toThrow('fetch failed');
    expect(server.connection).toHaveBeenCalledOnce();
  });
});
