import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panels, panelServices, products } from '../../../server/db/schema';
import { seedCatalogue } from '../../../server/db/seed/catalogue';
import { seedPanels, SIMULATOR_PANEL_NAME } from '../../../server/db/seed/panels';
import { SIMULATOR_SERVICES } from '../../../server/providers/fulfilment';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

describe('seedPanels', () => {
  it('두 번 돌려도 시뮬레이터 패널은 하나, 데모 상품은 모두 그 패널의 있는 서비스를 가리킨다', async () => {
    await seedPanels(t.db, t.clock.now());
    await seedPanels(t.db, t.clock.now());
    const sims = await t.db.select().from(panels).where(eq(panels.name, SIMULATOR_PANEL_NAME));
    expect(sims).toHaveLength(1);
    expect(sims[0]!.kind).toBe('SIMULATOR');
    const svc = await t.db.select().from(panelServices).where(eq(panelServices.panelId, sims[0]!.id));
    expect(svc).toHaveLength(SIMULATOR_SERVICES.length);
    const ids = new Set(svc.map((s) => s.serviceId));
    const rows = await t.db.select({ panelId: products.panelId, panelServiceId: products.panelServiceId }).from(products);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.panelId).toBe(sims[0]!.id);
      expect(ids.has(r.panelServiceId!)).toBe(true);
    }

    // 관리자 화면에서도 경고 없이 보인다 (수량 한도가 상품 범위를 감싼다)
    const admin = await t.loginAsAdmin();
    const mappings = await t.json('GET', '/v1/admin/panels/mappings', undefined, admin.accessToken);
    expect(mappings.body.items.filter((m: { warning: string | null }) => m.warning !== null)).toEqual([]);
  });
});
