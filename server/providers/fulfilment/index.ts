import type { AppDeps } from '../../lib/context';
import type { PanelClient, PanelRecord } from './types';

export * from './types';

/**
 * panels 표의 한 줄에 맞는 클라이언트: 주입된 deps.panelClient 가 있으면 그것,
 * 아니면 kind 로 고른다 — SIMULATOR 는 내장 시뮬레이터(DB 의 simulator_orders), API_V2 는 HTTP 어댑터.
 */
export function panelClientFor(deps: AppDeps, panel: PanelRecord): PanelClient {
  if (deps.panelClient) return deps.panelClient(panel);
  throw new Error(`panel client not implemented: ${panel.kind}`);
}
