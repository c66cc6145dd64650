import type { Db } from '../client';

/** 여러 번 돌려도 같은 결과: 이미 있으면 건너뛴다. */
export async function seedPanels(_db: Db, _now: Date): Promise<void> {}
