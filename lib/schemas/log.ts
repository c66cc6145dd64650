import { z } from 'zod';

const text = (max: number) => z.string().max(max);

/** 페이지가 죽었을 때 /api/log 로 보내는 본문 */
export const CrashLogSchema = z.object({
  error: text(4000),
  errorInfo: text(8000).optional(),
  userAgent: text(512),
});

/** API 호출이 실패했을 때 /api/log 로 보내는 본문 */
export const ApiFailureLogSchema = z.object({
  statusCode: z.number().int().nullable(),
  message: text(2000),
  errorCode: text(200),
  errorMessage: text(2000),
  method: text(16),
  endpoint: text(2000),
  currentUrl: text(2000),
  userAgent: text(512),
  userInfo: z.record(z.string(), z.unknown()).nullable(),
});

export const ClientLogSchema = z.union([ApiFailureLogSchema, CrashLogSchema]);
export type CrashLog = z.infer<typeof CrashLogSchema>;
export type ApiFailureLog = z.infer<typeof ApiFailureLogSchema>;
