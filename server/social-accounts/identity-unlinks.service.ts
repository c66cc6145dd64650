import type { AppDeps } from '../lib/context';
import { DAY_MS } from '../lib/time';
import { identityProviderOf } from '../providers/identity';
import { deleteCodesCreatedBefore } from '../providers/identity/test-idp.repository';
import * as unlinks from './identity-unlinks.repository';
import { deleteStatesCreatedBefore } from './oauth-states.repository';
import { deleteIdentitiesOfMember } from './social-accounts.repository';

export const UNLINK_MAX_ATTEMPTS = 5;
export const UNLINK_BATCH = 10;
/** 잡은 줄의 임대: 제공자 호출 한 번(길어야 수십 초)을 묶음만큼 넉넉히 */
export const UNLINK_LEASE_SECONDS = 5 * 60;
/** n 번째 실패 뒤 기다리는 시간(초): 1분, 5분, 15분, 1시간. 다섯 번째 실패면 FAILED */
export const UNLINK_BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60] as const;

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now' | 'identityProviders'>;
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * 탈퇴 트랜잭션 안에서: 회원의 소셜 연결을 모두 지우고, 제공자 쪽 연결 끊기 호출이 있는 제공자(카카오)만 줄에 넣는다.
 * 바깥 호출은 커밋 뒤에 일꾼이 한다: 트랜잭션이 되돌려지면 줄도 없고, 커밋되면 프로세스가 죽어도 줄은 남는다.
 */
export async function removeIdentitiesOnWithdrawal(deps: Deps, tx: AppDeps['db'], memberId: number) {
  const removed = await deleteIdentitiesOfMember(tx, memberId);
  const toUnlink = removed.filter((r) => identityProviderOf(deps, r.provider)?.unlink !== undefined);
  await unlinks.enqueueUnlinks(tx, toUnlink, deps.now());
}

export type UnlinkResult = { done: number; failed: number; retrying: number };

/** 때가 된 연결 끊기를 보낸다. 잡기(짧은 트랜잭션)와 부르기를 떼어 두어 제공자를 기다리는 동안 DB 를 잠그지 않는다 */
export async function processIdentityUnlinks(deps: Deps): Promise<UnlinkResult> {
  const result: UnlinkResult = { done: 0, failed: 0, retrying: 0 };
  for (;;) {
    const now = deps.now();
    const claimed = await deps.db.transaction((tx) =>
      unlinks.claimDueUnlinks(tx, { now, leaseUntil: later(now, UNLINK_LEASE_SECONDS), limit: UNLINK_BATCH }),
    );
    for (const row of claimed) result[await unlinkOne(deps, row)] += 1;
    if (claimed.length < UNLINK_BATCH) return result;
  }
}

async function unlinkOne(deps: Deps, row: Awaited<ReturnType<typeof unlinks.claimDueUnlinks>>[number]): Promise<keyof UnlinkResult> {
  const provider = identityProviderOf(deps, row.provider);
  try {
    // 줄에 넣은 뒤 설정이 바뀌어 끊기 호출이 없어졌다면 더 할 수 있는 일이 없다: 실패로 남겨 운영자가 본다
    if (!provider?.unlink) throw new Error(`${row.provider} adapter has no unlink`);
    await provider.unlink(row.providerUserId);
  } catch (err) {
    const now = deps.now();
    const gaveUp = row.attempts >= UNLINK_MAX_ATTEMPTS || !provider?.unlink;
    const wait = UNLINK_BACKOFF_SECONDS[Math.min(row.attempts, UNLINK_BACKOFF_SECONDS.length) - 1] ?? UNLINK_BACKOFF_SECONDS[0];
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    await unlinks.markUnlinkFailed(deps.db, { id: row.id, attempts: row.attempts, status: gaveUp ? 'FAILED' : 'PENDING', nextAttemptAt: gaveUp ? now : later(now, wait), lastError });
    deps.logger.warn({ unlinkId: row.id, provider: row.provider, attempts: row.attempts, gaveUp, err: lastError }, 'identity unlink failed');
    return gaveUp ? 'failed' : 'retrying';
  }
  if (!(await unlinks.markUnlinkDone(deps.db, { id: row.id, attempts: row.attempts, now: deps.now() }))) {
    deps.logger.warn({ unlinkId: row.id, attempts: row.attempts }, 'identity unlinked after its lease was taken over');
  }
  return 'done';
}

/** 끝난 로그인 요청과 테스트 제공자의 code 를 지운다: 가입권·연결권(10분)이 가리키는 동안은 남긴다 */
export async function purgeOldOAuthRequests(deps: Pick<AppDeps, 'db' | 'now'>) {
  const before = new Date(deps.now().getTime() - DAY_MS);
  const states = await deleteStatesCreatedBefore(deps.db, before);
  await deleteCodesCreatedBefore(deps.db, before);
  return states;
}
