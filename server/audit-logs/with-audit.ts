import type { AppDeps } from '../lib/context';
import type { AuditActor } from './actor';
import { insertAuditLog, type AuditEntry } from './audit-logs.repository';

export type AuditChange = Omit<AuditEntry, keyof AuditActor>;

/**
 * 쓰기 하나와 그 작업 기록을 한 트랜잭션에: work 는 트랜잭션을 db 로 가진 deps 를 받는다(안에서 여는
 * 트랜잭션은 savepoint 가 된다). describe 가 null 을 돌려주면(바뀐 것이 없으면) 기록하지 않고,
 * work 가 던지면 둘 다 없던 일이 된다. 바깥(결제사·패널)을 부르는 쓰기에는 쓰지 않는다.
 */
export async function withAudit<T>(
  deps: AppDeps,
  actor: AuditActor,
  work: (txDeps: AppDeps) => Promise<T>,
  describe: (result: T) => AuditChange | null,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const result = await work({ ...deps, db: tx });
    const change = describe(result);
    if (change) await insertAuditLog(tx, { ...actor, ...change });
    return result;
  });
}
