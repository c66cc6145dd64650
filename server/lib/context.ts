import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from './logger';
import type { Role } from '../../lib/schemas/members';

export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  /** 테스트가 시간을 움직일 수 있게 한 곳에서만 읽는다 */
  now: () => Date;
};

export type AuthContext = { memberId: number; role: Role; sessionId: string };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    auth: AuthContext;
  };
};
