import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../helpers/audit-logs';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';

let t: TestApp;
let owner: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAsAdmin('OWNER');
});
afterAll(() => t.close());

const details = (overrides: Record<string, unknown> = {}) => ({
  companyName: '그로스몰',
  representative: '김대표',
  address: '서울특별시 강남구 테헤란로 1',
  phone: '02-1234-5678',
  email: 'help@example.com',
  registrationNumber: '123-45-67891',
  mailOrderNumber: '제2026-서울강남-0001호',
  hostingProvider: '예시 클라우드',
  privacyOfficerName: '김보호',
  privacyOfficerContact: 'privacy@example.com',
  ...overrides,
});

describe('사업자 정보', () => {
  it('GET /v1/business-details – 아직 적지 않았으면 details: null', async () => {
    const res = await t.json('GET', '/v1/business-details');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ details: null });
  });

  it('PUT /v1/admin/business-details – 검증식이 틀린 사업자등록번호는 한국어 400 이고 저장하지 않는다', async () => {
    const res = await t.json('PUT', '/v1/admin/business-details', details({ registrationNumber: '123-45-67890' }), owner.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.registrationNumber).toBe('사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해주세요.');
    const short = await t.json('PUT', '/v1/admin/business-details', details({ registrationNumber: '12345' }), owner.accessToken);
    expect(short.body.meta.fields.registrationNumber).toBe('사업자등록번호는 숫자 10자리(000-00-00000)로 입력해주세요.');
    expect((await t.json('GET', '/v1/admin/business-details', undefined, owner.accessToken)).body.details).toBeNull();
  });

  it('PUT /v1/admin/business-details – MANAGER·SUPPORT 는 403', async () => {
    for (const role of ['MANAGER', 'SUPPORT'] as const) {
      const op = await t.loginAsAdmin(role);
      expect((await t.json('PUT', '/v1/admin/business-details', details(), op.accessToken)).status).toBe(403);
    }
  });

  it('PUT /v1/admin/business-details – OWNER 가 저장하면 숫자만 남긴 번호로 공개되고, 바꾼 것은 작업 기록에 전·후로 남는다', async () => {
    const saved = await t.json('PUT', '/v1/admin/business-details', details(), owner.accessToken);
    expect(saved.status).toBe(200);
    expect(saved.body.registrationNumber).toBe('1234567891');
    const pub = await t.json('GET', '/v1/business-details');
    expect(pub.body.details).toMatchObject({ companyName: '그로스몰', registrationNumber: '1234567891', privacyOfficerName: '김보호' });

    await t.json('PUT', '/v1/admin/business-details', details({ phone: '02-9999-0000' }), owner.accessToken);
    // 같은 값을 다시 저장하면 기록하지 않는다
    await t.json('PUT', '/v1/admin/business-details', details({ phone: '02-9999-0000' }), owner.accessToken);
    const rows = await auditRows(t, 'business-details.update', 1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ actorMemberId: owner.memberId, before: expect.objectContaining({ phone: '02-1234-5678' }), after: expect.objectContaining({ phone: '02-9999-0000' }) });
    expect((await t.json('GET', '/v1/business-details')).body.details.phone).toBe('02-9999-0000');
  });
});
