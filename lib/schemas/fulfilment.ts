import { z } from 'zod';

/**
 * 이행(fulfilment)의 계약. docs/domain.md, Fulfilment: 작업 상태는 숫자 코드다.
 * 0 대기, 1 진행 중, 2 완료, -1 실패, -2 취소.
 */
export const TASK_STATUS = { WAITING: 0, IN_PROGRESS: 1, DONE: 2, FAILED: -1, CANCELED: -2 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const TASK_STATUS_VALUES = [0, 1, 2, -1, -2] as const;
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  0: '대기',
  1: '진행 중',
  2: '완료',
  [-1]: '실패',
  [-2]: '취소',
};
/**
 * 화면에 쓰는 작업 상태 이름: 패널이 덜 채우고 끝낸 주문·일일 작업(완료인데 남은 수량이 있다)은 '부분 완료'.
 * 재충전 작업의 남은 수량은 주문 수량과 상관이 없어 보지 않는다
 */
export function taskStatusLabelOf(t: { status: TaskStatus; kind: string; remains: number | null }): string {
  if (t.status === TASK_STATUS.DONE && t.kind !== 'REFILL' && t.remains !== null && t.remains > 0) return '부분 완료';
  return TASK_STATUS_LABELS[t.status];
}
export const TaskStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(-1), z.literal(-2)]);

/**
 * 작업이 패널과 주고받는 단계. status 와 따로 둔다:
 * - READY: 보낼 차례(nextAttemptAt 이후)
 * - SENDING: 보내기 직전에 커밋한 표시. 여기서 멈춘 작업은 다시 보내지 않고 운영자에게 넘긴다
 * - SENT: 패널 주문 번호를 받아 적었다. 이후로는 상태 조회만 한다
 * - FINISHED: 더 할 일이 없다(완료·부분 완료·실패·취소)
 */
export const TASK_PHASES = ['READY', 'SENDING', 'SENT', 'FINISHED'] as const;
export type TaskPhase = (typeof TASK_PHASES)[number];

/** ORDER: 일반 주문, DAILY: 일일 상품의 하루치, REFILL: 리필(원래 작업에 연결) */
export const TASK_KINDS = ['ORDER', 'DAILY', 'REFILL'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_KIND_LABELS: Record<TaskKind, string> = { ORDER: '주문', DAILY: '일일', REFILL: '리필' };

/**
 * 패널의 리필(refill)은 정한 수량을 보내지 않는다: 완료 뒤 줄어든 만큼을 패널이 시작 수치와 견주어 재고 채운다.
 * 그래서 리필 작업의 수량은 0 이고, 줄어든 것이 없으면 아무것도 채우지 않고 완료된다. "0개"로 보이면 실패처럼 읽힌다
 */
export const isDropRefill = (t: { kind: TaskKind; quantity: number }) => t.kind === 'REFILL' && t.quantity === 0;

/** 회원·운영자 화면이 리필 작업의 수량 칸에 쓰는 말 */
export const REFILL_QUANTITY_LABEL = '줄어든 수량만큼 다시 채움';
/** 운영 콘솔의 수량 칸: 좁은 표 칸과 카드에 */
export const REFILL_QUANTITY_SHORT = '줄어든 만큼';
/** 그 뜻을 풀어 쓴 한 문장(상세 화면과 안내) */
export const REFILL_SEMANTICS = '패널이 완료 때의 수치와 견주어 줄어든 수량만 다시 채웁니다. 줄어든 것이 없으면 채울 것 없이 그대로 완료됩니다.';

/** STORE: 이 스토어의 결제, INSTARTER: 두 번째 스토어에서 가져온 주문, ADMIN: 운영자가 직접 만든 작업 */
export const TASK_SOURCES = ['STORE', 'INSTARTER', 'ADMIN'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];
export const TASK_SOURCE_LABELS: Record<TaskSource, string> = { STORE: '스토어', INSTARTER: '인스타터', ADMIN: '운영자' };

/** 패널이 돌려주는 상태 이름(철자가 패널마다 조금 다르다: Canceled / Cancelled) */
export const PANEL_ORDER_STATUSES = ['Pending', 'Processing', 'In progress', 'Completed', 'Partial', 'Canceled'] as const;
export type PanelOrderStatus = (typeof PANEL_ORDER_STATUSES)[number];

/** SIMULATOR: 내장 시뮬레이터 패널(계정 없이 동작), API_V2: 표준 패널 API v2 를 말하는 상위 패널 */
export const PANEL_KINDS = ['SIMULATOR', 'API_V2'] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

/** 운영자 경보의 종류 */
/** MFA_LOCKED: 운영자의 2단계 인증 코드를 여러 번 틀려 잠금(subjectKey member:<id>) */
/** VIRTUAL_ACCOUNT_ATTENTION: 기한 뒤 늦게 들어온 입금, 입금 뒤 입금 대기로 되돌아간 결제, 금액이 다른 입금 */
/** SHORTFALL_REVIEW: 확인 모드에서 부분 완료·취소로 남은 수량(subjectKey purchase:<id>:shortfall:<id>), 처리하면 닫힌다 */
export const ALERT_KINDS = ['TASK_STUCK', 'TASK_NEEDS_ATTENTION', 'LOW_BALANCE', 'DAILY_TARGET_UNRESOLVED', 'VIRTUAL_ACCOUNT_ATTENTION', 'TASK_BACKLOG', 'MFA_LOCKED', 'SHORTFALL_REVIEW'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
