import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { createTestApp, uniqueEmail, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let owner: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin();
});
afterAll(() => t.close());

const phone = () => `010-${randomInt(1000, 9999)}-${randomInt(1000, 9999)}`;

describe('GET /v1/admin/members/export – 목록과 같은 조건의 CSV', () => {
  it('UTF-8 BOM·CRLF, 따옴표는 필요한 칸만(안의 " 는 두 번), =·+·-·@ 로 시작하는 글자 칸은 앞에 \' 를, 숫자는 숫자로', async () => {
    const tag = `csv${randomInt(100000, 999999)}`;
    const risky = await t.signup({ email: uniqueEmail(tag), name: '=HYPERLINK("x")', cellPhone: phone() });
    const plus = await t.signup({ email: uniqueEmail(tag), name: '+김"따옴표"', cellPhone: phone() });
    const at = await t.signup({ email: uniqueEmail(tag), name: '@SUM(1,2)', cellPhone: phone() });
    const minus = await t.signup({ email: uniqueEmail(tag), name: '-2+3', cellPhone: phone() });
    const signups = [risky, plus, at, minus];
    // 가입 시각을 정해 두어 줄 순서와 서울 시각 칸을 그대로 비교한다(UTC 15:00 은 서울 다음 날 00:00)
    for (const [i, m] of signups.entries()) {
      await t.db.update(members).set({ createdAt: new Date(`2026-03-01T15:0${i}:00Z`) }).where(eq(members.id, m.memberId));
    }
    await t.db.update(members).set({ point: 1200 }).where(eq(members.id, minus.memberId));
    const stored = await t.db.select({ id: members.id, cellPhone: members.cellPhone }).from(members).where(inArray(members.id, signups.map((m) => m.memberId)));
    const phoneOf = (id: number) => stored.find((p) => p.id === id)!.cellPhone!.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3');

    const res = await t.request(`/v1/admin/members/export?q=${tag}&sort=createdAt&page=3&size=1`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="members-\d{8}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    // 쪽 번호·크기는 무시하고 조건에 맞는 줄 전부
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('회원 번호,이메일,이름,휴대폰,가입 방식,상태,적립금,구매 건수,구매 합계,가입일시(서울)');
    const row = (m: TestMember, name: string, point: number, i: number) =>
      `${m.memberId},${m.email},${name},${phoneOf(m.memberId)},이메일,정상,${point},0,0,2026-03-02 00:0${i}`;
    expect(lines[1]).toBe(row(risky, `"'=HYPERLINK(""x"")"`, 0, 0));
    expect(lines[2]).toBe(row(plus, `"'+김""따옴표"""`, 0, 1));
    expect(lines[3]).toBe(row(at, `"'@SUM(1,2)"`, 0, 2));
    expect(lines[4]).toBe(row(minus, `'-2+3`, 1200, 3));
    expect(text).not.toContain('$argon');

    // sort 가 없으면 목록처럼 최근 가입부터
    const newest = await t.request(`/v1/admin/members/export?q=${tag}`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    const newestLines = new TextDecoder().decode(new Uint8Array(await newest.arrayBuffer()).slice(3)).trimEnd().split('\r\n');
    expect(newestLines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([minus, at, plus, risky].map((m) => m.memberId));
  });

  it('조건이 틀리면 목록과 같은 400 한국어', async () => {
    const res = await t.json('GET', '/v1/admin/members/export?from=2026-03-02&to=2026-03-01', undefined, owner.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('시작일은 종료일보다 늦을 수 없습니다.');
  });
});
