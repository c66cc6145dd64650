import type { Db } from '../db/client';
import { resolveAlerts, taskSubject } from './alerts.repository';
import { cancelReadyTasks, insertTaskEvent } from './tasks.repository';

/**
 * 서비스가 취소될 때(전액 환불) 아직 패널에 보내지 않은 작업(READY)을 취소(-2)로 끝낸다.
 * 조건부 갱신(WHERE phase = 'READY')이라 일꾼이 이미 잡아 보내는 중(SENDING)인 작업은 건드리지 않고, 두 번 불러도 한 번만 바뀐다.
 * 부른 쪽이 서비스 줄을 먼저 잠근다(같은 트랜잭션 tx). 취소한 작업의 열린 경보도 닫는다. 취소한 작업 번호를 돌려준다.
 */
export async function cancelReadyTasksOfServices(tx: Db, p: { serviceIds: number[]; reason: string; now: Date }): Promise<number[]> {
  if (p.serviceIds.length === 0) return [];
  const rows = await cancelReadyTasks(tx, p);
  for (const row of rows) await insertTaskEvent(tx, { taskId: row.id, type: 'CANCEL', message: p.reason, now: p.now });
  const keys = rows.map((r) => taskSubject(r.id));
  await resolveAlerts(tx, { kind: 'TASK_NEEDS_ATTENTION', subjectKeys: keys, now: p.now });
  await resolveAlerts(tx, { kind: 'TASK_STUCK', subjectKeys: keys, now: p.now });
  return rows.map((r) => r.id);
}
