import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from './logger';
import type { AdminRole, Role } from '../../lib/schemas/members';
import type { PaymentGateway } from '../providers/payments';
import type { PanelClient, PanelRecord } from '../providers/fulfilment/types';
import type { InstagramProvider } from '../providers/instagram/types';
import type { IdentityProvider } from '../providers/identity/types';
import type { SocialProvider } from '../../lib/schemas/social-accounts';
import type { MailTransport } from '../providers/mail/types';
import type { MessagingProvider } from '../providers/messaging/types';
import type { Metrics } from '../metrics/metrics';

export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  /** 테스트가 시간을 움직일 수 있게 한 곳에서만 읽는다 */
  now: () => Date;
  /** 결제사 어댑터. 없으면 config 로 만든다(테스트가 바꿔 끼울 수 있게 선택) */
  payments?: PaymentGateway;
  /** 패널 클라이언트를 만드는 함수. 없으면 panels 표의 kind 로 만든다(시뮬레이터 또는 API v2) */
  panelClient?: (panel: PanelRecord) => PanelClient;
  /** 메일 어댑터. 없으면 config(MAIL_TRANSPORT)로 만든다 */
  mail?: MailTransport;
  /** 알림톡·문자 어댑터. 없으면 config(SOLAPI_API_KEY)로 만든다: 키가 없으면 발송함(outbox) */
  messaging?: MessagingProvider;
  /** 인스타그램 조회 어댑터. 없으면 config(INSTAGRAM_PROVIDER)로 만든다 */
  instagram?: InstagramProvider;
  /** 소셜 로그인 어댑터(제공자마다). 없는 제공자는 .env 의 키로 실제 어댑터를, 키가 없으면 내장 테스트 제공자를 쓴다 */
  identityProviders?: Partial<Record<SocialProvider, IdentityProvider>>;
  /** Prometheus 지표(server/metrics). 없으면 createApp 이 앱마다 하나 만든다: 일꾼과 같은 것을 쓰려면 server/index.ts 처럼 넘긴다 */
  metrics?: Metrics;
  /** 프로세스의 상태: SIGTERM 을 받으면 draining 이 켜지고 /v1/health/ready 가 503 이 된다 */
  lifecycle?: { draining: boolean };
};

/**
 * adminRole 은 운영자에게만 있다. mfaVerified: 이 세션에서 2단계 인증을 마쳤는가.
 * emailVerified: 이메일 가입 회원이 인증 링크를 열었는가(요청마다 DB 에서 읽는다: 인증하면 같은 토큰으로 바로 풀린다)
 */
export type AuthContext = {
  memberId: number;
  role: Role;
  sessionId: string;
  adminRole: AdminRole | null;
  mfaVerified: boolean;
  emailVerified: boolean;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    auth: AuthContext;
  };
};
