import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired, memberIdOf, roleOf } from '@/lib/session/token';
import { makeToken } from '../../web/support/jwt';

describe('isTokenExpired – exp 를 읽고 10초 여유를 둔다', () => {
  it('한 시간 남은 토큰은 살아 있다', async () => {
    expect(isTokenExpired(await makeToken(3600))).toBe(false);
  });
  it('지난 토큰은 만료', async () => {
    expect(isTokenExpired(await makeToken(-1))).toBe(true);
  });
  it('10초 안에 끝나는 토큰은 이미 만료로 본다', async () => {
    expect(isTokenExpired(await makeToken(5))).toBe(true);
    expect(isTokenExpired(await makeToken(30))).toBe(false);
  });
  it('기준 시각을 받을 수 있다', async () => {
    const token = await makeToken(3600);
    expect(isTokenExpired(token, Date.now() + 2 * 3600 * 1000)).toBe(true);
  });
  it('없거나 깨진 토큰, exp 없는 토큰은 만료', () => {
    expect(isTokenExpired(undefined)).toBe(true);
    expect(isTokenExpired('')).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    const noExp = `${btoa('{"alg":"none"}')}.${btoa('{"memberId":1}')}.`;
    expect(isTokenExpired(noExp)).toBe(true);
  });
});

describe('decodeToken / memberIdOf / roleOf', () => {
  it('memberId 와 role 을 읽는다', async () => {
    const token = await makeToken(3600, { memberId: 42, role: 'ADMIN' });
    expect(decodeToken(token)).toMatchObject({ memberId: 42, role: 'ADMIN', sub: '42' });
    expect(memberIdOf(token)).toBe(42);
    expect(roleOf(token)).toBe('ADMIN');
  });
  it('memberId 클레임이 없으면 sub 의 숫자를 쓴다', async () => {
    const token = await makeToken(3600, { memberId: undefined, sub: undefined });
    // makeToken 은 memberId 가 없으면 sub 를 '7' 로 둔다
    expect(memberIdOf(token)).toBe(7);
  });
  it('깨진 토큰은 null', () => {
    expect(decodeToken('x.y.z')).toBeNull();
    expect(memberIdOf(null)).toBeNull();
    expect(roleOf('garbage')).toBeNull();
  });
});
