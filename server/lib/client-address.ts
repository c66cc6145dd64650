import type { Context } from 'hono';
import type { AppEnv } from './context';

/** 요청한 쪽의 주소. 프록시 뒤(TRUST_PROXY)에서만 X-Forwarded-For 의 첫 값을 믿는다. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('deps').config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return (incoming?.socket?.remoteAddress ?? 'unknown').slice(0, 64);
}
