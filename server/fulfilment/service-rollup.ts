import type { Db } from '../db/client';

/**
 * 서비스의 작업들로 서비스 상태·시작 수치·남은 수량을 다시 계산해 적는다(같은 트랜잭션 tx 안에서).
 * 작업 상태가 바뀌는 곳(일꾼, 관리자 조치)이 모두 이것을 부른다.
 */
export async function refreshServiceStatus(_tx: Db, _serviceId: number, _now: Date): Promise<void> {}
