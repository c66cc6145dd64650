import argon2 from 'argon2';

/** OWASP 권장(argon2id, m=19 MiB, t=2, p=1)보다 강하게: 64 MiB, t=3, p=1 */
export const DEFAULT_HASH_COST = { memoryCost: 65536, timeCost: 3 } as const;
/** OWASP 의 최소(19 MiB, t=2). 운영(NODE_ENV=production)에서는 이보다 약하게 둘 수 없다 */
export const MINIMUM_PRODUCTION_HASH_COST = { memoryCost: 19456, timeCost: 2 } as const;

/**
 * 해시 비용은 ARGON2_MEMORY_KIB·ARGON2_TIME_COST 로 바꿀 수 있다. 시험은 가입·로그인을 수천 번 하므로 낮춰 돌리고
 * (해시 한 번 약 220 ms → 1~2 ms), 기본값과 운영은 강한 값 그대로다. 이미 저장된 해시는 제 안에 적힌 비용으로 확인된다.
 */
export function hashCostFrom(env: Record<string, string | undefined>): { memoryCost: number; timeCost: number } {
  const read = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} 는 ${min} 이상의 정수여야 합니다`);
    return n;
  };
  // argon2 가 받는 가장 작은 값: 메모리 1 MiB(병렬 1), 반복 1
  const cost = { memoryCost: read('ARGON2_MEMORY_KIB', DEFAULT_HASH_COST.memoryCost, 1024), timeCost: read('ARGON2_TIME_COST', DEFAULT_HASH_COST.timeCost, 1) };
  if (env.NODE_ENV === 'production' && (cost.memoryCost < MINIMUM_PRODUCTION_HASH_COST.memoryCost || cost.timeCost < MINIMUM_PRODUCTION_HASH_COST.timeCost)) {
    throw new Error(
      `운영에서는 비밀번호 해시 비용을 OWASP 최소(ARGON2_MEMORY_KIB ${MINIMUM_PRODUCTION_HASH_COST.memoryCost}, ARGON2_TIME_COST ${MINIMUM_PRODUCTION_HASH_COST.timeCost})보다 낮출 수 없습니다`,
    );
  }
  return cost;
}

const OPTIONS = { type: argon2.argon2id, parallelism: 1, ...hashCostFrom(process.env) } as const;

export const hashPassword = (plain: string) => argon2.hash(plain, OPTIONS);

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

// 없는 이메일에도 같은 시간만큼 일하게 해서, 응답 시간으로 가입 여부를 알 수 없게 한다
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string) {
  dummyHash ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(await dummyHash, plain);
}
