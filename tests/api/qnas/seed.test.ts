import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQnas } from '../../../server/db/seed/qnas';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedQnas – 데모 문의', () => {
  it('seedQnas – 데모 회원에게 문의 두 건(하나는 답변 완료), 두 번 돌려도 그대로', async () => {
    const demo = await t.signup({ email: 'demo@example.com' });
    await seedQnas(t.db, t.clock.now());
    await seedQnas(t.db, t.clock.now());
    const res = await t.json('GET', `/v1/my-page/${demo.memberId}/qnas`, undefined, demo.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((q: { status: string }) => q.status).sort()).toEqual(['ANSWERED', 'WAITING']);
    const answered = res.body.items.find((q: { status: string }) => q.status === 'ANSWERED');
    expect(answered.reply).toBeTruthy();
    expect(answered.repliedAt).toBeTruthy();
  });

  it('seedQnas – 데모 회원이 없으면 아무것도 하지 않는다', async () => {
    const other = await createTestApp();
    try {
      await seedQnas(other.db, other.clock.now());
      const admin = await other.loginAsAdmin();
      expect((await other.json('GET', '/v1/admin/qnas', undefined, admin.accessToken)).body.total).toBe(0);
    } finally {
      await other.close();
    }
  });
});
