import type { AppDeps } from '../../lib/context';
import { ApiV2PanelClient } from './api-v2';
import { SimulatorPanel } from './simulator';
import { PanelError, type PanelClient, type PanelRecord } from './types';

export * from './types';
export { ApiV2PanelClient, API_V2_BATCH, type ApiV2Options } from './api-v2';
export { SimulatorPanel, SIMULATOR_START_BALANCE } from './simulator';
export { SIMULATOR_SERVICES } from './simulator-services';

/**
 * panels 표의 한 줄에 맞는 클라이언트: 주입된 deps.panelClient 가 있으면 그것,
 * 아니면 kind 로 고른다 — SIMULATOR 는 내장 시뮬레이터(DB 의 simulator_orders), API_V2 는 HTTP 어댑터.
 */
export function panelClientFor(deps: AppDeps, panel: PanelRecord): PanelClient {
  if (deps.panelClient) return deps.panelClient(panel);
  if (panel.kind === 'SIMULATOR') return new SimulatorPanel(deps);
  // 주소나 키가 없는 패널은 보내 보지도 못한다: 다시 시도해도 안전한(definite) 실패
  if (!panel.apiUrl || !panel.apiKey) return new MisconfiguredPanel();
  return new ApiV2PanelClient({ url: panel.apiUrl, key: panel.apiKey, timeoutMs: deps.config.PANEL_TIMEOUT_MS });
}

class MisconfiguredPanel implements PanelClient {
  private fail(): never {
    throw new PanelError('패널 API 주소 또는 키가 설정되지 않았습니다.', true);
  }
  services = async () => this.fail();
  add = async () => this.fail();
  status = async () => this.fail();
  statuses = async () => this.fail();
  refill = async () => this.fail();
  refillStatus = async () => this.fail();
  cancel = async () => this.fail();
  balance = async () => this.fail();
}
