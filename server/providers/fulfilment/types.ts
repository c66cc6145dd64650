/**
 * 상위 SMM 패널과 말하는 포트. 실제 어댑터는 표준 패널 API v2(form POST, key + action),
 * 내장 기본값은 시간이 지나며 주문을 진행시키는 시뮬레이터다. 일꾼(server/fulfilment)은 이 인터페이스만 안다.
 * 금액·수치는 패널이 주는 대로(문자열) 두지 않고 여기서 정규화한다: 수량은 number, 돈은 문자열 십진수.
 */
import type { PanelOrderStatus } from '../../../lib/schemas/fulfilment';

export type PanelServiceInfo = {
  serviceId: string;
  name: string;
  type: string | null;
  category: string | null;
  /** 1,000개당 요율, 십진수 문자열 ('0.90') */
  rate: string | null;
  min: number | null;
  max: number | null;
  refill: boolean;
  cancel: boolean;
};

export type AddOrderInput = {
  serviceId: string;
  link: string;
  quantity: number;
  /** 드립피드 */
  runs?: number;
  interval?: number;
};

/**
 * 표준 여섯 상태 밖에서 패널들이 실제로 주는 끝난 주문의 상태: 주문이 실패했거나 패널이 돈을 돌려줬다.
 * 일꾼은 이것을 실패로 끝낸다(server/fulfilment/engine/poll.ts outcomeOf).
 */
export const PANEL_FAILURE_STATUSES = ['Failed', 'Error', 'Rejected', 'Refunded'] as const;
export type PanelFailureStatus = (typeof PANEL_FAILURE_STATUSES)[number];

export type PanelOrderState = {
  orderId: string;
  status: PanelOrderStatus | PanelFailureStatus;
  startCount: number | null;
  remains: number | null;
  charge: string | null;
  currency: string | null;
  /** 패널이 준 그대로 (작업 이력에 남긴다) */
  raw: unknown;
};

/** 여러 주문 조회: 주문마다 상태 또는 그 주문에 대한 패널의 오류 */
export type PanelOrderStateOrError = PanelOrderState | { orderId: string; error: string; raw: unknown };

export type RefillStatus = { refillId: string; status: string; raw: unknown };

export type CancelResult = { orderId: string; ok: boolean; error: string | null };

export type PanelBalance = { balance: string; currency: string | null };

/**
 * 패널 호출의 실패.
 * - definite=true: 패널이 요청을 받지 않았거나 분명히 거절했다({"error": ...}, 연결 거부, 4xx). 다시 보내도 안전하다.
 * - definite=false: 결과를 모른다(시간 초과, 5xx, 읽을 수 없는 응답). 주문 전송이었다면 다시 보내면 두 번 주문될 수 있다.
 */
export class PanelError extends Error {
  constructor(
    message: string,
    readonly definite: boolean,
    readonly raw: unknown = null,
  ) {
    super(message);
    this.name = 'PanelError';
  }
}

export interface PanelClient {
  services(): Promise<PanelServiceInfo[]>;
  /** 주문을 넣고 패널 주문 번호를 돌려준다 */
  add(input: AddOrderInput): Promise<{ orderId: string; raw: unknown }>;
  status(orderId: string): Promise<PanelOrderState>;
  /** 최대 100개씩. 그보다 많으면 어댑터가 나눠 부른다 */
  statuses(orderIds: string[]): Promise<PanelOrderStateOrError[]>;
  refill(orderId: string): Promise<{ refillId: string; raw: unknown }>;
  refillStatus(refillId: string): Promise<RefillStatus>;
  cancel(orderIds: string[]): Promise<CancelResult[]>;
  balance(): Promise<PanelBalance>;
}

/** panels 표의 한 줄로 클라이언트를 만든다 */
export type PanelRecord = { id: number; kind: 'SIMULATOR' | 'API_V2'; apiUrl: string | null; apiKey: string | null };
