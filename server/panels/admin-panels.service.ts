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
import type { AppDeps } from '../lib/context';
import { fail, fieldFail } from '../lib/errors';
import { PanelError, panelClientFor, type PanelClient, type PanelServiceInfo } from '../providers/fulfilment';
import * as repo from './panels.repository';
import { isoOrNull } from '../lib/time';
import { offsetOf } from '../lib/paging';

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

export async function createPanel(deps: AppDeps, body: z.output<typeof PanelCreateBodySchema>) {
  const id = await repo.insertPanel(deps.db, withoutSimulatorCredentials(body), deps.now());
  return getPanelOrThrow(deps, id);
}

/** 부분 수정. apiKey 를 비우면(null·빈 칸) 이전 키를 그대로 둔다 */
export async function updatePanel(deps: AppDeps, id: number, patch: z.output<typeof PanelPatchBodySchema>) {
  const current = await panelRowOrThrow(deps, id);
  const { apiKey, ...rest } = patch;
  const values: Partial<repo.PanelValues> = { ...rest, ...(apiKey ? { apiKey } : {}) };
  const kind = values.kind ?? current.kind;
  if (kind === 'API_V2') {
    const apiUrl = values.apiUrl === undefined ? current.apiUrl : values.apiUrl;
    if (!apiUrl) throw fieldFail('PANEL_API_URL_REQUIRED', 'apiUrl');
    if (!(values.apiKey ?? current.apiKey)) throw fieldFail('PANEL_API_KEY_REQUIRED', 'apiKey');
  }
  await repo.updatePanel(deps.db, id, withoutSimulatorCredentials({ ...values, kind }), deps.now());
  return getPanelOrThrow(deps, id);
}

/**
 * action=services 로 받은 목록을 panel_services 에 맞춘다. 응답에서 빠진 서비스는 지우지 않고
 * isAvailable=false 로 둔다(상품이 가리킬 수 있다). 패널 호출은 트랜잭션 밖에서, 쓰기는 한 트랜잭션에서.
 */
export async function syncPanelServices(deps: AppDeps, id: number): Promise<PanelSyncResult> {
  const row = await panelRowOrThrow(deps, id);
  const fetched = await callPanel(() => clientOf(deps, row).services());
  const list = [...new Map(fetched.filter((s) => s.serviceId.length <= 40).map((s) => [s.serviceId, s] as const)).values()];
  const now = deps.now();
  const counts = await deps.db.transaction(async (tx) => {
    const before = await repo.listPanelServiceAvailability(tx, id);
    const seen = new Set(list.map((s: PanelServiceInfo) => s.serviceId));
    const created = list.filter((s) => !before.has(s.serviceId)).length;
    const disabled = [...before].filter(([serviceId, available]) => available && !seen.has(serviceId)).length;
    await repo.markPanelServicesUnavailable(tx, id);
    await repo.upsertPanelServices(tx, id, list, now);
    await repo.setServicesSyncedAt(tx, id, now);
    return { created, updated: list.length - created, disabled };
  });
  return { total: list.length, ...counts, servicesSyncedAt: now.toISOString() };
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

/** 패널에 잔액을 묻고 적는다 */
export async function refreshPanelBalance(deps: AppDeps, id: number): Promise<AdminPanel> {
  const row = await panelRowOrThrow(deps, id);
  const balance = await callPanel(() => clientOf(deps, row).balance());
  await repo.setPanelBalance(deps.db, id, balance, deps.now());
  return getPanelOrThrow(deps, id);
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
export async function setProductMapping(deps: AppDeps, productId: number, body: z.output<typeof ProductPanelServiceBodySchema>) {
  if (!(await repo.productExists(deps.db, productId))) throw productNotFound();
  if (body.panelId !== null && body.panelServiceId !== null) {
    if (!(await repo.findAdminPanel(deps.db, body.panelId))) throw fieldFail('MAPPING_PANEL_MISSING', 'panelId');
    const service = await repo.findPanelService(deps.db, body.panelId, body.panelServiceId);
    if (!service) throw fieldFail('MAPPING_SERVICE_MISSING', 'panelServiceId');
    if (!service.isAvailable) throw fieldFail('MAPPING_SERVICE_UNAVAILABLE', 'panelServiceId');
  }
  await repo.setProductPanelService(deps.db, productId, body.panelId, body.panelServiceId, deps.now());
  const [row] = await repo.listProductMappings(deps.db, productId);
  return toMapping(row!);
}
