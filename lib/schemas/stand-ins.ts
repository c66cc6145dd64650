import { z } from 'zod';

/** 시험용(stand-in)으로 대신할 수 있는 어댑터. 웹의 띠는 결제를 맨 앞에 둔다 */
export const STAND_IN_ADAPTERS = ['database', 'payments', 'socialLogin', 'mail', 'messages', 'uploads', 'instagram', 'panels', 'demoData'] as const;
export const StandInAdapterSchema = z.enum(STAND_IN_ADAPTERS);
export type StandInAdapter = z.infer<typeof StandInAdapterSchema>;

/** GET /v1/stand-ins – 공개: 지금 시험용으로 대신하는 어댑터와 손님에게 보일 한 줄(웹의 시험 환경 띠) */
export const PublicStandInSchema = z.object({ adapter: StandInAdapterSchema, label: z.string(), notice: z.string() });
export const PublicStandInsSchema = z.object({
  /** 운영(NODE_ENV=production)으로 떠 있는가: 그렇다면 아래는 모두 명시적으로 허용한 것이다 */
  production: z.boolean(),
  items: z.array(PublicStandInSchema),
});
export type PublicStandIns = z.infer<typeof PublicStandInsSchema>;

/** GET /v1/admin/stand-ins – 콘솔: 어댑터마다 지금 쓰는 것, 시험용인지, 허용 변수, 실제로 바꾸려면 채울 변수 */
export const AdminStandInSchema = z.object({
  adapter: StandInAdapterSchema,
  label: z.string(),
  mode: z.string(),
  standIn: z.boolean(),
  optIn: z.string(),
  allowed: z.boolean(),
  missing: z.array(z.string()),
  offending: z.array(z.string()),
  notice: z.string(),
});
export type AdminStandIn = z.infer<typeof AdminStandInSchema>;
export const AdminStandInsSchema = z.object({ production: z.boolean(), items: z.array(AdminStandInSchema) });
export type AdminStandIns = z.infer<typeof AdminStandInsSchema>;
