import { formatCount, formatDate } from '../../lib/format';
import { TASK_STATUS } from '../../lib/schemas/fulfilment';
import type { ServiceStatus } from '../../lib/schemas/purchases';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { enqueueNotification } from '../notifications/notifications.service';
import * as repo from './service-notices.repository';
import { REVIEW_NOTICE } from '../shortfalls/shortfall-open.service';

/**
 * 서비스·재충전 알림. 모두 상태를 바꾸는 업무 트랜잭션(tx) 안에서 부른다: 되돌려지면 알림도 없고,
 * 사건마다 eventKey 가 하나라 같은 변화를 두 번(두 일꾼, 두 번의 조회) 보아도 발송함에는 한 줄이다.
 */
export type NoticeDeps = Pick<AppDeps, 'config' | 'now'>;

import type { OpenedShortfall } from '../shortfalls/shortfall-open.service';

// 빈 값이면 템플릿이 던져 업무 트랜잭션이 통째로 되돌려진다: 알림 문구 때문에 상태가 멈추지 않게 빈 칸을 메운다
const filled = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;

async function serviceFacts(tx: Db, serviceId: number) {
  const svc = await repo.findServiceForNotice(tx, serviceId);
  if (!svc) return null;
  const common = { 회원명: filled(svc.memberName, '회원'), 상품명: filled(svc.productName, '서비스'), 대상: filled(svc.targetKey, '-') };
  return { svc, common };
}

export type ServiceChange = {
  serviceId: number;
  productKind: string;
  before: { status: ServiceStatus; startedAt: Date | null };
  after: { status: ServiceStatus; startedAt: Date | null };
  /** 주문 총량(일일 상품은 하루 수량 × 일수)과 끝난 작업이 채운 수량 */
  ordered: number;
  delivered: number;
  /** 이 변화로 열린 미진행 수량(server/shortfalls): 알림이 그 처리(환불·다시 진행·확인)를 그대로 말한다 */
  shortfall?: OpenedShortfall | null;
};

/**
 * 상태 재계산(service-rollup)이 바꾼 것을 회원에게 알린다.
 * - 처음 패널로 떠나 시작 시각이 적힐 때 "시작". 같은 재계산에서 바로 끝났으면 끝 알림만.
 * - 완료에 들어설 때 "완료"(일일 상품은 마지막 날이 지난 뒤의 "일일 서비스 종료"), 부분 완료에 들어설 때 채운 수량과 남은 몫의 처리.
 * 환불로 취소된 서비스와 아무것도 채우지 못한 실패는 알리지 않는다(환불 알림·운영자 경보가 맡는다).
 */
export async function noticeServiceChange(deps: NoticeDeps, tx: Db, change: ServiceChange): Promise<void> {
  const { before, after } = change;
  if (after.status === 'CANCELED') return;
  const finishing = (after.status === 'COMPLETED' || after.status === 'PARTIAL') && after.status !== before.status;
  const starting = before.startedAt === null && after.startedAt !== null && !finishing;
  if (!starting && !finishing) return;
  const facts = await serviceFacts(tx, change.serviceId);
  if (!facts) return;
  const { svc, common } = facts;
  const key = `service:${svc.id}`;

  if (starting) {
    await enqueueNotification(deps, tx, { memberId: svc.memberId, eventKey: `${key}:started`, template: 'SERVICE_STARTED', variables: common });
    return;
  }
  if (after.status === 'PARTIAL') {
    const s = change.shortfall;
    await enqueueNotification(deps, tx, {
      memberId: svc.memberId,
      // 다시 보낸 뒤 또 모자라면 처리가 달라지므로(환불) 그 미진행 수량마다 한 번
      eventKey: s && !s.first ? `${key}:partial:${s.id}` : `${key}:partial`,
      template: 'SERVICE_PARTIALLY_COMPLETED',
      variables: { ...common, 주문수량: formatCount(change.ordered), 진행수량: formatCount(change.delivered), 환불안내: s?.notice ?? REVIEW_NOTICE },
    });
    return;
  }
  if (change.productKind === 'DAILY' && svc.startsOn && svc.endsOn) {
    await enqueueNotification(deps, tx, {
      memberId: svc.memberId,
      eventKey: `${key}:completed`,
      template: 'DAILY_SERVICE_FINISHED',
      variables: { ...common, 시작일: formatDate(svc.startsOn), 종료일: formatDate(svc.endsOn) },
    });
    return;
  }
  await enqueueNotification(deps, tx, {
    memberId: svc.memberId,
    eventKey: `${key}:completed`,
    template: 'SERVICE_COMPLETED',
    variables: { ...common, 수량: formatCount(change.ordered) },
  });
}

/** 재충전 요청을 받았다(작업을 만든 트랜잭션에서). 한 요청의 작업이 여럿이어도 첫 작업 번호로 한 번 */
export async function noticeRefillAccepted(deps: NoticeDeps, tx: Db, p: { serviceId: number; firstRefillTaskId: number }): Promise<void> {
  const facts = await serviceFacts(tx, p.serviceId);
  if (!facts) return;
  await enqueueNotification(deps, tx, {
    memberId: facts.svc.memberId,
    eventKey: `refill:${p.firstRefillTaskId}:accepted`,
    template: 'REFILL_ACCEPTED',
    variables: facts.common,
  });
}

/**
 * 작업이 끝난 트랜잭션에서 부른다(조회 일꾼, 운영자 조치). 스토어 서비스의 재충전 작업이고, 그 요청의 작업이
 * 모두 끝났고 하나라도 채웠으면(완료) "재충전 완료"를 한 번. 서비스 행을 먼저 잠가, 같은 요청의 두 작업이
 * 동시에 끝나도 나중 트랜잭션이 앞의 끝을 본다. 모두 실패·취소면 알리지 않는다(운영자 경보로 간다).
 */
export async function noticeRefillFinished(deps: NoticeDeps, tx: Db, taskId: number): Promise<void> {
  const task = await repo.findTaskForNotice(tx, taskId);
  if (!task || task.kind !== 'REFILL' || task.serviceId === null || task.phase !== 'FINISHED') return;
  await repo.lockServiceRow(tx, task.serviceId);
  const request = await repo.listRefillTasksOfRequest(tx, { serviceId: task.serviceId, createdAt: task.createdAt });
  if (request.length === 0 || request.some((t) => t.phase !== 'FINISHED')) return;
  if (!request.some((t) => t.status === TASK_STATUS.DONE)) return;
  const facts = await serviceFacts(tx, task.serviceId);
  if (!facts) return;
  await enqueueNotification(deps, tx, {
    memberId: facts.svc.memberId,
    eventKey: `refill:${request[0]!.id}:done`,
    template: 'REFILL_DONE',
    variables: facts.common,
  });
}
