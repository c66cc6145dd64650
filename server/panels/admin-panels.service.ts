import type { z } from 'zod';
import type { PageQuery } from '../../lib/schemas/common';
import { errorMessage } from '../../lib/schemas/errors';
import type {
  AdminPanel,
  PanelCreateBodySchema,
  PanelMapping,
  PanelPatchBodySchema,
  PanelSyncResult,
  ProductPanelServiceBodySchema,
} from '../../lib/schemas/panels';
import type { AuditActor } from '../audit-logs/actor';
import { withAudit } from '../audit-logs/with-audit';
import type { AppDeps } from '../lib/context';
import { fail, fieldFail } from '../lib/errors';
import { PanelError, panelClientFor, type PanelClient, type PanelServiceInfo } from '../providers/fulfilment';
import * as repo from './panels.repository';
import { isoOrNull } from '../lib/time';
import { offsetOf } from '../lib/paging';
import { simulatorPanelsAllowed } from '../stand-ins/stand-ins';

const panelNotFound = () => fail('PANEL_NOT_FOUND');
const productNotFound = () => fail('PRODUCT_NOT_FOUND');


/** API 키는 끝 네 자리만: 짧은 키는 통째로 드러나므로 가린다 */
const last4 = (key: string | null) => (key ? (key.length > 4 ? key.slice(-4) : '****') : null);

function toAdminPanel(row: repo.AdminPanelRow): AdminPanel {
  const { apiKey, balanceCheckedAt, servicesSyncedAt, createdAt, ...rest } = row;
  return {
    ...rest,
    apiKeyLast4: last4(apiKey),
    balanceCheckedAt: isoOrNull(balanceCheckedAt),
    servicesSyncedAt: isoOrNull(servicesSyncedAt),
    createdAt: createdAt.toISOString(),
  };
}

/** 패널 호출 실패는 502 — 상위 패널의 문제이지 요청의 문제가 아니다. 키는 메시지에 없다(어댑터가 싣지 않는다) */
async function callPanel<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof PanelError) throw fail('PANEL_ERROR', { definite: e.definite }, { reason: e.message });
    throw e;
  }
}

async function panelRowOrThrow(deps: AppDeps, id: number) {
  const row = await repo.findAdminPanel(deps.db, id);
  if (!row) throw panelNotFound();
  return row;
}

function clientOf(deps: AppDeps, row: repo.AdminPanelRow): PanelClient {
  return panelClientFor(deps, { id: row.id, kind: row.kind, apiUrl: row.apiUrl, apiKey: row.apiKey });
}

export async function listPanels(deps: AppDeps) {
  return { items: (await repo.listPanels(deps.db)).map(toAdminPanel) };
}

export async function getPanelOrThrow(deps: AppDeps, id: number): Promise<AdminPanel> {
  return toAdminPanel(await panelRowOrThrow(deps, id));
}

/** 시뮬레이터는 주소·키를 쓰지 않으므로 비워 둔다 */
function withoutSimulatorCredentials<T extends { kind?: string; apiUrl?: string | null; apiKey?: string | null }>(v: T): T {
  return v.kind === 'SIMULATOR' ? { ...v, apiUrl: null, apiKey: null } : v;
}

/** 운영에서는 ALLOW_SIMULATOR_PANELS 없이 시뮬레이터를 만들거나 그리로 바꾸거나 상품을 잇지 못한다(유료 주문이 전달되지 않는다) */
function refuseSimulatorInProduction(deps: AppDeps, kind: string | undefined, field: string) {
  if (kind === 'SIMULATOR' && !simulatorPanelsAllowed(deps.config)) throw fieldFail('SIMULATOR_PANEL_FORBIDDEN', field);
}

export function createPanel(deps: AppDeps, actor: AuditActor, body: z.output<typeof PanelCreateBodySchema>) {
  refuseSimulatorInProduction(deps, body.kind, 'kind');
  return withAudit(
    deps,
    actor,
    async (d) => getPanelOrThrow(d, await repo.insertPanel(d.db, withoutSimulatorCredentials(body), d.now())),
    // 기록에도 키는 끝 네 자리만(toAdminPanel): 작업 기록을 보는 운영자에게 키가 새지 않게
    (panel) => ({ kind: 'panels.create', targetType: 'panel', targetId: panel.id, summary: `패널 등록: ${panel.name}`, after: panel }),
  );
}

/** 부분 수정. apiKey 를 비우면(null·빈 칸) 이전 키를 그대로 둔다 */
export async function updatePanel(deps: AppDeps, actor: AuditActor, id: number, patch: z.output<typeof PanelPatchBodySchema>) {
  const { after } = await withAudit(
    deps,
    actor,
    async (d) => {
      const current = await panelRowOrThrow(d, id);
      const { apiKey, ...rest } = patch;
      const values: Partial<repo.PanelValues> = { ...rest, ...(apiKey ? { apiKey } : {}) };
      const kind = values.kind ?? current.kind;
      if (values.kind !== undefined && values.kind !== current.kind) refuseSimulatorInProduction(d, values.kind, 'kind');
      if (kind === 'API_V2') {
        const apiUrl = values.apiUrl === undefined ? current.apiUrl : values.apiUrl;
        if (!apiUrl) throw fieldFail('PANEL_API_URL_REQUIRED', 'apiUrl');
        if (!(values.apiKey ?? current.apiKey)) throw fieldFail('PANEL_API_KEY_REQUIRED', 'apiKey');
      }
      await repo.updatePanel(d.db, id, withoutSimulatorCredentials({ ...values, kind }), d.now());
      return { before: toAdminPanel(current), after: await getPanelOrThrow(d, id), keyChanged: Boolean(apiKey) };
    },
    // 끝 네 자리가 같은 새 키도 있으니 키를 바꿨는지는 따로 적는다
    ({ before, after, keyChanged }) => ({
      kind: 'panels.update',
      targetType: 'panel',
      targetId: id,
      summary: `패널 수정: ${after.name}`,
      before,
      after: { ...after, apiKeyChanged: keyChanged },
    }),
  );
  return after;
}

/**
 * action=services 로 받은 목록을 panel_services 에 맞춘다. 응답에서 빠진 서비스는 지우지 않고
 * isAvailable=false 로 둔다(상품이 가리킬 수 있다). 패널 호출은 트랜잭션 밖에서, 쓰기는 한 트랜잭션에서.
 */
export async function syncPanelServices(deps: AppDeps, actor: AuditActor, id: number): Promise<PanelSyncResult> {
  const row = await panelRowOrThrow(deps, id);
  const fetched = await callPanel(() => clientOf(deps, row).services());
  const list = [...new Map(fetched.filter((s) => s.serviceId.length <= 40).map((s) => [s.serviceId, s] as const)).values()];
  const now = deps.now();
  return withAudit(
    deps,
    actor,
    async ({ db }) => {
      const before = await repo.listPanelServiceAvailability(db, id);
      const seen = new Set(list.map((s: PanelServiceInfo) => s.serviceId));
      const created = list.filter((s) => !before.has(s.serviceId)).length;
      const disabled = [...before].filter(([serviceId, available]) => available && !seen.has(serviceId)).length;
      await repo.markPanelServicesUnavailable(db, id);
      await repo.upsertPanelServices(db, id, list, now);
      await repo.setServicesSyncedAt(db, id, now);
      return { total: list.length, created, updated: list.length - created, disabled, servicesSyncedAt: now.toISOString() };
    },
    (result) => ({
      kind: 'panels.sync',
      targetType: 'panel',
      targetId: id,
      summary: `패널 서비스 동기화: ${row.name} (${result.total}개, 새로 ${result.created}, 중지 ${result.disabled})`,
      before: { servicesSyncedAt: isoOrNull(row.servicesSyncedAt) },
      after: result,
    }),
  );
}

export async function listPanelServices(deps: AppDeps, id: number, query: PageQuery & repo.PanelServiceFilter) {
  await panelRowOrThrow(deps, id);
  const { page, size, ...filter } = query;
  const [rows, total] = await Promise.all([
    repo.listPanelServices(deps.db, id, filter, { limit: size, offset: offsetOf({ page, size }) }),
    repo.countPanelServices(deps.db, id, filter),
  ]);
  return { items: rows.map((r) => ({ ...r, syncedAt: r.syncedAt.toISOString() })), page, size, total };
}

/** 패널에 잔액을 묻고 적는다. 패널 호출은 트랜잭션 밖에서, 적기와 기록은 한 트랜잭션에서 */
export async function refreshPanelBalance(deps: AppDeps, actor: AuditActor, id: number): Promise<AdminPanel> {
  const row = await panelRowOrThrow(deps, id);
  const balance = await callPanel(() => clientOf(deps, row).balance());
  const now = deps.now();
  return withAudit(
    deps,
    actor,
    async (d) => {
      await repo.setPanelBalance(d.db, id, balance, now);
      return getPanelOrThrow(d, id);
    },
    (after) => ({
      kind: 'panels.balance',
      targetType: 'panel',
      targetId: id,
      summary: `패널 잔액 확인: ${row.name} ${balance.balance}${balance.currency ? ` ${balance.currency}` : ''}`,
      before: { balance: row.balance, currency: row.currency, balanceCheckedAt: isoOrNull(row.balanceCheckedAt) },
      after: { balance: after.balance, currency: after.currency, balanceCheckedAt: after.balanceCheckedAt },
    }),
  );
}

/** 상품 수량 범위가 패널 서비스의 범위 밖이면 주문이 패널에서 거절된다: 미리 알린다 */
function mappingWarning(r: repo.ProductMappingRow): string | null {
  if (r.panelId === null || r.panelServiceId === null) return '패널 서비스가 연결되지 않았습니다.';
  if (r.panelName === null) return '연결된 패널이 없습니다.';
  if (r.serviceName === null) return '패널에 없는 서비스 번호입니다. 서비스를 동기화하거나 다시 연결해주세요.';
  if (!r.serviceAvailable) return errorMessage('MAPPING_SERVICE_UNAVAILABLE');
  const issues: string[] = [];
  if (r.serviceMin !== null && r.minQuantity < r.serviceMin) issues.push(`최소 수량 ${r.minQuantity}이(가) 패널 최소 ${r.serviceMin}보다 작습니다`);
  if (r.serviceMax !== null && r.maxQuantity > r.serviceMax) issues.push(`최대 수량 ${r.maxQuantity}이(가) 패널 최대 ${r.serviceMax}보다 큽니다`);
  return issues.length > 0 ? `${issues.join(', ')}.` : null;
}

function toMapping(r: repo.ProductMappingRow): PanelMapping {
  return {
    productId: r.productId,
    productName: r.productName,
    channelName: r.channelName,
    productTypeName: r.productTypeName,
    kind: r.kind,
    status: r.status,
    minQuantity: r.minQuantity,
    maxQuantity: r.maxQuantity,
    panelId: r.panelId,
    panelName: r.panelName,
    panelServiceId: r.panelServiceId,
    service:
      r.serviceName === null
        ? null
        : { name: r.serviceName, rate: r.serviceRate, min: r.serviceMin, max: r.serviceMax, isAvailable: r.serviceAvailable ?? false },
    warning: mappingWarning(r),
  };
}

export async function listMappings(deps: AppDeps) {
  return { items: (await repo.listProductMappings(deps.db)).map(toMapping) };
}

/** 상품을 패널 서비스에 잇거나(둘 다) 끊는다(둘 다 null). 서비스는 동기화되어 제공 중이어야 한다 */
export async function setProductMapping(deps: AppDeps, actor: AuditActor, productId: number, body: z.output<typeof ProductPanelServiceBodySchema>) {
  const { after } = await withAudit(
    deps,
    actor,
    async ({ db }) => {
      if (!(await repo.productExists(db, productId))) throw productNotFound();
      if (body.panelId !== null && body.panelServiceId !== null) {
        const panel = await repo.findAdminPanel(db, body.panelId);
        if (!panel) throw fieldFail('MAPPING_PANEL_MISSING', 'panelId');
        refuseSimulatorInProduction(deps, panel.kind, 'panelId');
        const service = await repo.findPanelService(db, body.panelId, body.panelServiceId);
        if (!service) throw fieldFail('MAPPING_SERVICE_MISSING', 'panelServiceId');
        if (!service.isAvailable) throw fieldFail('MAPPING_SERVICE_UNAVAILABLE', 'panelServiceId');
      }
      const [before] = await repo.listProductMappings(db, productId);
      await repo.setProductPanelService(db, productId, body.panelId, body.panelServiceId, deps.now());
      const [row] = await repo.listProductMappings(db, productId);
      return { before: before!, after: row! };
    },
    ({ before, after }) => {
      // 같은 연결을 다시 보낸 것은 바뀐 것이 없다
      if (before.panelId === after.panelId && before.panelServiceId === after.panelServiceId) return null;
      const link = (m: repo.ProductMappingRow) => ({ panelId: m.panelId, panelName: m.panelName, panelServiceId: m.panelServiceId, serviceName: m.serviceName });
      const to = after.panelServiceId === null ? '연결 해제' : `${after.panelName ?? `패널 #${after.panelId}`} 서비스 ${after.panelServiceId}`;
      return { kind: 'panels.mapping', targetType: 'product', targetId: productId, summary: `상품 패널 연결: ${after.productName} → ${to}`, before: link(before), after: link(after) };
    },
  );
  return toMapping(after);
}
