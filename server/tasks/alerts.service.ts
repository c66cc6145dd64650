import type { AlertKind } from '../../lib/schemas/fulfilment';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { enqueueMail } from '../mail/outbox';
import { insertAlertIfNotOpen } from './alerts.repository';

const SUBJECTS: Record<AlertKind, string> = {
  TASK_STUCK: '작업 지연',
  TASK_NEEDS_ATTENTION: '작업 확인 필요',
  LOW_BALANCE: '패널 잔액 부족',
  DAILY_TARGET_UNRESOLVED: '일일 대상 없음',
  VIRTUAL_ACCOUNT_ATTENTION: '가상계좌 입금 확인',
  TASK_BACKLOG: '이행 대기열 밀림',
  MFA_LOCKED: '2단계 인증 잠금',
  SHORTFALL_REVIEW: '미진행 수량 확인',
};

/**
 * 경보를 연다. 같은 kind+subjectKey 의 열린 경보가 있으면 아무것도 하지 않는다.
 * 새로 열렸고 OPERATOR_ALERT_EMAIL 이 있으면 같은 트랜잭션에서 메일 한 통을 아웃박스에 넣는다.
 */
export async function raiseAlert(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  a: { kind: AlertKind; subjectKey: string; message: string; now: Date },
): Promise<boolean> {
  const message = a.message.slice(0, 500);
  const to = deps.config.OPERATOR_ALERT_EMAIL;
  const opened = await insertAlertIfNotOpen(tx, { ...a, message, mailedAt: to ? a.now : null });
  if (!opened) return false;
  if (to) {
    await enqueueMail(tx, {
      template: 'OPERATOR_ALERT',
      to,
      subject: `[운영 경보] ${SUBJECTS[a.kind]} (${a.subjectKey})`,
      text: `${message}\n\n관리자 화면에서 확인해주세요.`,
      now: a.now,
    });
  }
  return true;
}
