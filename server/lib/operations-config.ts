import { z } from 'zod';

const optionalText = z.string().min(1).optional().or(z.literal('').transform(() => undefined));

/**
 * 여러 대로 돌릴 때의 환경변수: 지표 토큰, 종료 유예, 시작 때 마이그레이션, Redis. config.ts 의 ConfigSchema 에 펼쳐 넣는다
 * (session-config.ts 와 같은 까닭: 한 파일이 300줄을 넘지 않게)
 */
export const OPERATIONS_CONFIG_SHAPE = {
  /**
   * GET /metrics 를 여는 토큰(Authorization: Bearer). 운영(NODE_ENV=production)에서 비어 있으면 /metrics 는 늘 거절한다.
   * 개발·시험에서 비어 있으면 토큰 없이 열린다
   */
  METRICS_TOKEN: z
    .string()
    .min(16, { error: '16자 이상이어야 합니다' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** SIGTERM 을 받은 뒤 하던 요청과 작업을 마치기를 기다리는 시간. 넘기면 남은 연결을 끊고 종료 코드 1 로 끝난다 */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * 시작할 때 마이그레이션을 적용하는가(한 대짜리 기본). 여러 대면 false 로 두고 마이그레이션은 한 번만 돌린다
   * (node dist/server/index.js --migrate, compose 의 migrate 서비스): 새 인스턴스 여럿이 동시에 스키마를 바꾸지 않게
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** 있으면 /v1/health/ready 가 Redis 의 PING 도 본다(redis:// 또는 rediss://, 사용자·비밀번호는 주소에) */
  REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\//, { error: 'redis:// 또는 rediss:// 로 시작해야 합니다' }).optional()),
};
