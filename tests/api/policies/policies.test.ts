import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstDate, addDays } from '../../../server/lib/time';
import { auditRows } from '../../helpers/audit-logs';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let owner: TestMember;
let manager: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin('OWNER');
  manager = await t.loginAsAdmin('MANAGER');
});
afterAll(() => t.close());

const today = () => kstDate(t.clock.now());
const newVersion = (kind: string, effectiveDate: string, summary = '개정') => ({ kind, summary, content: `${kind} ${summary} 본문`, effectiveDate });

describe('GET /v1/policies/{slug}', () => {
  it('GET /v1/policies/{slug} – 세 정책 모두 [샘플] 초안 제1판이 시행 중이다', async () => {
    for (const slug of ['terms', 'privacy', 'refund']) {
      const res = await t.json('GET', `/v1/policies/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body.current).toMatchObject({ versionNumber: 1, status: 'IN_EFFECT', effectiveDate: '2026-01-01' });
      expect(res.body.current.content).toContain('샘플');
      expect(res.body.upcoming).toBeNull();
    }
  });

  it('GET /v1/policies/{slug} – 모르는 정책은 400', async () => {
    expect((await t.json('GET', '/v1/policies/cookies')).status).toBe(400);
  });
});

describe('POST /v1/admin/policies', () => {
  it('POST /v1/admin/policies – 지난 날짜는 한국어 400 이고 아무것도 만들지 않는다', async () => {
    const before = await t.json('GET', '/v1/admin/policies?kind=REFUND', undefined, owner.accessToken);
    const res = await t.json('POST', '/v1/admin/policies', newVersion('REFUND', addDays(today(), -1)), owner.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.meta.fields.effectiveDate).toBe('시행일은 오늘이나 그 뒤의 날짜여야 합니다. 이미 지난 날짜로는 새 판을 만들 수 없습니다.');
    const after = await t.json('GET', '/v1/admin/policies?kind=REFUND', undefined, owner.accessToken);
    expect(after.body.items).toHaveLength(before.body.items.length);
  });

  it('POST /v1/admin/policies – MANAGER 는 403 (새 판은 OWNER 만)', async () => {
    const res = await t.json('POST', '/v1/admin/policies', newVersion('TERMS', today()), manager.accessToken);
    expect(res.status).toBe(403);
  });

  it('POST /v1/admin/policies – 예약한 판은 시행일이 오면 지금 판이 되고, 개인정보처리방침은 이력을 보인다', async () => {
    const tomorrow = addDays(today(), 1);
    const created = await t.json('POST', '/v1/admin/policies', newVersion('PRIVACY', tomorrow, '보유 기간 정리'), owner.accessToken);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'PRIVACY', versionNumber: 2, status: 'SCHEDULED', effectiveDate: tomorrow });
    const [row] = await auditRows(t, 'policies.create', created.body.id);
    expect(row).toMatchObject({ actorMemberId: owner.memberId, actorRole: 'OWNER' });

    const before = await t.json('GET', '/v1/policies/privacy');
    expect(before.body.current.versionNumber).toBe(1);
    expect(before.body.upcoming).toMatchObject({ versionNumber: 2, effectiveDate: tomorrow });

    t.clock.advance(2 * 24 * 60 * 60);
    try {
      // 토큰은 이틀 뒤면 만료다: 그때의 운영자로 본다(공개 화면은 응답 캐시가 실제 시계로 10초 들고 있어 관리자 목록으로)
      const later = await t.loginAsAdmin('OWNER');
      const list = await t.json('GET', '/v1/admin/policies?kind=PRIVACY', undefined, later.accessToken);
      expect(list.body.items.map((v: { versionNumber: number; status: string }) => [v.versionNumber, v.status])).toEqual([
        [2, 'IN_EFFECT'],
        [1, 'SUPERSEDED'],
      ]);
      const version = await t.json('GET', `/v1/admin/policies/${created.body.id}`, undefined, later.accessToken);
      expect(version.body.content).toBe('PRIVACY 보유 기간 정리 본문');
    } finally {
      t.clock.reset();
    }
  });

  it('DELETE /v1/admin/policies/{id} – 예약한 판은 지우고, 시행된 판은 409', async () => {
    const scheduled = await t.json('POST', '/v1/admin/policies', newVersion('TERMS', addDays(today(), 10)), owner.accessToken);
    expect((await t.json('DELETE', `/v1/admin/policies/${scheduled.body.id}`, undefined, owner.accessToken)).status).toBe(204);
    expect(await auditRows(t, 'policies.delete', scheduled.body.id)).toHaveLength(1);

    const list = await t.json('GET', '/v1/admin/policies?kind=TERMS', undefined, owner.accessToken);
    const inEffect = list.body.items.find((v: { status: string }) => v.status === 'IN_EFFECT');
    const refused = await t.json('DELETE', `/v1/admin/policies/${inEffect.id}`, undefined, owner.accessToken);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('POLICY_VERSION_IN_EFFECT');
  });

  it('POST /v1/admin/policies – 오늘 시행하는 판은 바로 공개 화면의 지금 판이 된다(관리자 쓰기가 캐시를 비운다)', async () => {
    expect((await t.json('GET', '/v1/policies/refund')).body.current.versionNumber).toBe(1);
    const created = await t.json('POST', '/v1/admin/policies', newVersion('REFUND', today(), '환불 기한 안내'), owner.accessToken);
    expect(created.body.status).toBe('IN_EFFECT');
    const res = await t.json('GET', '/v1/policies/refund');
    expect(res.body.current).toMatchObject({ versionNumber: created.body.versionNumber, summary: '환불 기한 안내' });
    expect(res.body.history.map((v: { versionNumber: number }) => v.versionNumber)).toEqual([created.body.versionNumber, 1]);
  });
});
