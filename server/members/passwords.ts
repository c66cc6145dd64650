import argon2 from 'argon2';

/** OWASP 권장(argon2id, m=19 MiB, t=2, p=1)보다 강하게: 64 MiB, t=3, p=1 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 1 } as const;

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
