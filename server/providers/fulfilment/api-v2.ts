import {
  PanelError,
  type AddOrderInput,
  type CancelResult,
  type PanelBalance,
  type PanelClient,
  type PanelOrderState,
  type PanelOrderStateOrError,
  type PanelServiceInfo,
  type RefillStatus,
} from './types';
import { boolOf, idOf, intOf, isObject, moneyOf, panelErrorOf, statusOf, textOf } from './parse';

export type ApiV2Options = { url: string; key: string; timeoutMs: number };

/** 한 번에 조회·취소할 수 있는 주문 수 (패널 API v2 의 한도) */
export const API_V2_BATCH = 100;
/** 여러 주문을 한 번에 물었는데 답에 한 주문이 빠졌을 때의 사유(작업 취소도 같은 글을 쓴다) */
export const ORDER_MISSING_IN_ANSWER = '응답에 이 주문이 없습니다.';

/** 요청이 패널에 닿기 전에 실패한 경우: 다시 보내도 두 번 주문되지 않는다 */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * 표준 패널 API v2 어댑터: 한 주소에 form POST (key, action, ...).
 * 오류 분류(PanelError.definite)는 types.ts 의 약속을 따른다. API 키는 오류·로그에 절대 싣지 않는다.
 */
export class ApiV2PanelClient implements PanelClient {
  constructor(private readonly options: ApiV2Options) {}

  async services(): Promise<PanelServiceInfo[]> {
    const body = await this.call('services', {});
    if (!Array.isArray(body)) throw new PanelError('서비스 목록 응답을 읽을 수 없습니다.', false, body);
    const list: PanelServiceInfo[] = [];
    for (const s of body) {
      const serviceId = isObject(s) ? idOf(s.service) : null;
      if (!isObject(s) || !serviceId) continue;
      list.push({
        serviceId,
        name: textOf(s.name) ?? serviceId,
        type: textOf(s.type),
        category: textOf(s.category),
        rate: moneyOf(s.rate),
        min: intOf(s.min),
        max: intOf(s.max),
        refill: boolOf(s.refill),
        cancel: boolOf(s.cancel),
      });
    }
    return list;
  }

  async add(input: AddOrderInput) {
    const fields: Record<string, string> = { service: input.serviceId, link: input.link, quantity: String(input.quantity) };
    if (input.runs !== undefined) fields.runs = String(input.runs);
    if (input.interval !== undefined) fields.interval = String(input.interval);
    const body = await this.call('add', fields);
    const orderId = isObject(body) ? idOf(body.order) : null;
    // 주문은 들어갔을 수도 있다: 번호를 못 읽었으면 "결과 모름"
    if (!orderId) throw new PanelError('주문 응답에 주문 번호가 없습니다.', false, body);
    return { orderId, raw: body };
  }

  async status(orderId: string): Promise<PanelOrderState> {
    const body = await this.call('status', { order: orderId });
    const state = orderStateOf(orderId, body);
    if ('error' in state) throw new PanelError(state.error, false, body);
    return state;
  }

  async statuses(orderIds: string[]): Promise<PanelOrderStateOrError[]> {
    const out: PanelOrderStateOrError[] = [];
    for (const chunk of chunks(orderIds, API_V2_BATCH)) {
      const body = await this.call('status', { orders: chunk.join(',') });
      if (!isObject(body)) throw new PanelError('주문 상태 응답을 읽을 수 없습니다.', false, body);
      // 주문 하나만 물으면 orders 로 물어도 단건 모양({"status": ...})으로 답하는 패널이 있다
      if (chunk.length === 1 && body[chunk[0]!] === undefined && body.status !== undefined) {
        out.push(orderStateOf(chunk[0]!, body));
        continue;
      }
      for (const id of chunk) {
        const entry = body[id];
        if (entry === undefined) out.push({ orderId: id, error: ORDER_MISSING_IN_ANSWER, raw: null });
        else out.push(orderStateOf(id, entry));
      }
    }
    return out;
  }

  async refill(orderId: string) {
    const body = await this.call('refill', { order: orderId });
    const refillId = isObject(body) ? idOf(body.refill) : null;
    if (!refillId) throw new PanelError('리필 응답에 리필 번호가 없습니다.', false, body);
    return { refillId, raw: body };
  }

  async refillStatus(refillId: string): Promise<RefillStatus> {
    const body = await this.call('refill_status', { refill: refillId });
    const status = isObject(body) ? textOf(body.status) : null;
    if (!status) throw new PanelError('리필 상태 응답을 읽을 수 없습니다.', false, body);
    return { refillId, status, raw: body };
  }

  async cancel(orderIds: string[]): Promise<CancelResult[]> {
    const out: CancelResult[] = [];
    for (const chunk of chunks(orderIds, API_V2_BATCH)) {
      const body = await this.call('cancel', { orders: chunk.join(',') });
      if (!Array.isArray(body)) throw new PanelError('취소 응답을 읽을 수 없습니다.', false, body);
      const byId = new Map<string, unknown>();
      for (const e of body) if (isObject(e) && idOf(e.order)) byId.set(idOf(e.order)!, e.cancel);
      for (const id of chunk) {
        const answer = byId.get(id);
        const error = panelErrorOf(answer);
        if (answer === undefined) out.push({ orderId: id, ok: false, error: ORDER_MISSING_IN_ANSWER });
        else if (error) out.push({ orderId: id, ok: false, error });
        else out.push({ orderId: id, ok: boolOf(answer), error: boolOf(answer) ? null : '취소되지 않았습니다.' });
      }
    }
    return out;
  }

  async balance(): Promise<PanelBalance> {
    const body = await this.call('balance', {});
    const balance = isObject(body) ? moneyOf(body.balance) : null;
    if (balance === null) throw new PanelError('잔액 응답을 읽을 수 없습니다.', false, body);
    return { balance, currency: isObject(body) ? textOf(body.currency) : null };
  }

  /** form POST 한 번. {"error"} 는 HTTP 200 이어도 분명한 거절이다 */
  private async call(action: string, fields: Record<string, string>): Promise<unknown> {
    const form = new URLSearchParams({ key: this.options.key, action, ...fields });
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw networkError(e);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const panelError = panelErrorOf(body);
    if (res.status >= 500) throw new PanelError(`패널 서버 오류 (HTTP ${res.status})`, false, body ?? null);
    if (res.status >= 400) throw new PanelError(panelError ?? `패널이 요청을 거절했습니다 (HTTP ${res.status})`, true, body ?? null);
    if (body === undefined) throw new PanelError('패널 응답을 읽을 수 없습니다.', false, text.slice(0, 200));
    if (panelError) throw new PanelError(panelError, true, body);
    return body;
  }
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function orderStateOf(orderId: string, entry: unknown): PanelOrderStateOrError {
  const error = panelErrorOf(entry);
  if (error) return { orderId, error, raw: entry };
  if (!isObject(entry)) return { orderId, error: '주문 상태를 읽을 수 없습니다.', raw: entry ?? null };
  const status = statusOf(entry.status);
  if (!status) return { orderId, error: `알 수 없는 주문 상태입니다: ${String(entry.status)}`, raw: entry };
  return {
    orderId,
    status,
    startCount: intOf(entry.start_count),
    remains: intOf(entry.remains),
    charge: moneyOf(entry.charge),
    currency: textOf(entry.currency),
    raw: entry,
  };
}

/** fetch 의 실패를 가른다: 연결 거부·주소 없음은 보내지 못한 것, 시간 초과·끊김은 결과 모름 */
function networkError(e: unknown): PanelError {
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) {
    return new PanelError('패널 응답 시간이 초과되었습니다.', false);
  }
  const code = errorCodeOf(e);
  if (code && NOT_SENT_CODES.has(code)) return new PanelError(`패널에 연결할 수 없습니다 (${code})`, true);
  return new PanelError(`패널과의 연결이 끊겼습니다${code ? ` (${code})` : ''}`, false);
}

/** undici 는 원인을 cause 로, 여러 주소 시도는 AggregateError.errors 로 감싼다 */
function errorCodeOf(e: unknown, depth = 0): string | null {
  if (!e || typeof e !== 'object' || depth > 4) return null;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && !code.startsWith('UND_ERR')) return code;
  const nested = (e as { errors?: unknown }).errors;
  if (Array.isArray(nested)) for (const inner of nested) if (errorCodeOf(inner, depth + 1)) return errorCodeOf(inner, depth + 1);
  return errorCodeOf((e as { cause?: unknown }).cause, depth + 1) ?? (typeof code === 'string' ? code : null);
}
