import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { SocialProviderSchema, type SocialProvider } from '../../lib/schemas/social-accounts';
import type { AppDeps } from '../lib/context';
import { MINUTE_MS } from '../lib/time';
import { ALG, ISSUER, keyFor, tokenKeys } from '../members/tokens';

/**
 * 가입권(social-signup)과 연결권(social-link): 제공자가 확인해 준 계정을 다음 요청까지 들고 가는 짧은 서명.
 * 제공자의 토큰은 싣지 않는다. 어느 로그인 요청(state)에서 나왔는지 적어 두어 그 요청의 ticket_used_at 으로 한 번만 쓴다.
 * audience 가 달라 서로, 그리고 로그인 토큰(typ 이 있다)과도 바꿔 쓸 수 없다.
 */
export type TicketAudience = 'social-signup' | 'social-link';
export const TICKET_TTL_MS = 10 * MINUTE_MS;
/** 가입권에 담는 이메일·이름의 최대 길이: 서명할 때 이보다 길면 읽을 때 깨지므로 부르는 쪽이 먼저 자른다 */
export const EMAIL_MAX = 254;
export const TICKET_NAME_MAX = 100;

export type SocialTicket = {
  provider: SocialProvider;
  providerUserId: string;
  email: string;
  name: string | null;
  cellPhone: string | null;
  /** 제공자가 이메일을 확인했는가: 아니면 가입한 뒤 인증 메일로 확인한다 */
  emailVerified: boolean;
  /** 이 가입권·연결권을 낸 로그인 요청(oauth_states.state_hash) */
  stateHash: string;
};

const ClaimsSchema = z.object({
  provider: SocialProviderSchema,
  puid: z.string().min(1).max(128),
  email: z.string().min(3).max(EMAIL_MAX),
  name: z.string().max(TICKET_NAME_MAX).nullable(),
  phone: z.string().max(11).nullable(),
  ev: z.boolean(),
  st: z.string().length(64),
});

// 로그인 토큰과 같은 키(돌리는 중이면 이전 키도 검증에) — kid 로 고른다
const keysOf = (deps: Pick<AppDeps, 'config'>) => tokenKeys(deps.config);
const epoch = (ms: number) => Math.floor(ms / 1000);

export async function signSocialTicket(deps: Pick<AppDeps, 'config' | 'now'>, audience: TicketAudience, t: SocialTicket) {
  const now = deps.now().getTime();
  const expiresAt = new Date(now + TICKET_TTL_MS);
  const token = await new SignJWT({ provider: t.provider, puid: t.providerUserId, email: t.email, name: t.name, phone: t.cellPhone, ev: t.emailVerified, st: t.stateHash })
    .setProtectedHeader({ alg: ALG, kid: keysOf(deps).current.kid })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(epoch(now))
    .setExpirationTime(epoch(expiresAt.getTime()))
    .sign(keysOf(deps).current.secret);
  return { token, expiresAt };
}

/** 서명·기한·용도가 맞으면 내용, 아니면 null(위조·만료·다른 용도를 가리지 않고 같은 답) */
export async function verifySocialTicket(deps: Pick<AppDeps, 'config' | 'now'>, audience: TicketAudience, token: string): Promise<SocialTicket | null> {
  try {
    const { payload } = await jwtVerify(token, (header) => keyFor(keysOf(deps), header.kid), { issuer: ISSUER, audience, algorithms: [ALG], currentDate: deps.now() });
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const c = claims.data;
    return { provider: c.provider, providerUserId: c.puid, email: c.email, name: c.name, cellPhone: c.phone, emailVerified: c.ev, stateHash: c.st };
  } catch {
    return null;
  }
}
