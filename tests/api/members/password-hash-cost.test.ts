import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HASH_COST, hashCostFrom, hashPassword, verifyPassword } from '../../../server/members/passwords';

describe('비밀번호 해시 비용', () => {
  it('기본값은 64 MiB, t=3 이고, 값이 있으면 그 값을 쓴다', () => {
    expect(hashCostFrom({})).toEqual(DEFAULT_HASH_COST);
    expect(hashCostFrom({ ARGON2_MEMORY_KIB: '', ARGON2_TIME_COST: '' })).toEqual(DEFAULT_HASH_COST);
    expect(hashCostFrom({ ARGON2_MEMORY_KIB: '2048', ARGON2_TIME_COST: '2' })).toEqual({ memoryCost: 2048, timeCost: 2 });
  });

  it('숫자가 아니거나 argon2 의 최소보다 작으면 시작하지 않는다', () => {
    expect(() => hashCostFrom({ ARGON2_MEMORY_KIB: 'lots' })).toThrow('ARGON2_MEMORY_KIB');
    expect(() => hashCostFrom({ ARGON2_MEMORY_KIB: '512' })).toThrow('ARGON2_MEMORY_KIB');
    expect(() => hashCostFrom({ ARGON2_TIME_COST: '0' })).toThrow('ARGON2_TIME_COST');
  });

  it('운영에서는 OWASP 최소(19 MiB, t=2)보다 낮출 수 없다', () => {
    expect(() => hashCostFrom({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' })).toThrow('OWASP');
    expect(() => hashCostFrom({ NODE_ENV: 'production', ARGON2_TIME_COST: '1' })).toThrow('OWASP');
    expect(hashCostFrom({ NODE_ENV: 'production' })).toEqual(DEFAULT_HASH_COST);
    expect(hashCostFrom({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' })).toEqual({ memoryCost: 19456, timeCost: 2 });
  });

  it('정해진 비용으로 argon2id 해시를 만들고, 저장된 해시는 제 안의 비용으로 확인한다', async () => {
    const hash = await hashPassword('demo1234!');
    // 시험 설정(vitest.config.ts)의 낮춘 비용이 실제로 쓰인다
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(hash, 'demo1234!')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    const strong = await argon2.hash('demo1234!', { type: argon2.argon2id, ...DEFAULT_HASH_COST, parallelism: 1 });
    expect(await verifyPassword(strong, 'demo1234!')).toBe(true);
  });
});
