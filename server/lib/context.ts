import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from './logger';
import type { Role } from '../../lib/schemas/members';
import type { PaymentGateway } from '../providers/payments';

export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  /** 테스트가 시간을 움직일 수 있게 한 곳에서만 읽는다 */
  now: () => Date;
  /** 결제사 어댑터. 없으면 config 로 만든다(테스트가 바꿔 끼울 수 있게 선택) */
  payments?: PaymentGateway;
};

export type AuthContext = { memberId: number; role: Role; sessionId: string };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    auth: AuthContext;
  };
};
