import { z } from 'zod';
import { AdminRoleSchema } from './members';

/** GET /v1/admin/me — 콘솔이 메뉴를 등급에 맞추고 2단계 인증 화면으로 보낼지 정할 때 읽는다 */
export const AdminMeSchema = z.object({
  memberId: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  adminRole: AdminRoleSchema,
  mfa: z.object({
    /** 이 등급은 2단계 인증이 필수인가(OWNER·MANAGER) */
    required: z.boolean(),
    /** TOTP 앱 등록을 마쳤는가 */
    enrolled: z.boolean(),
    /** 이 세션에서 코드를 확인했는가 */
    verified: z.boolean(),
  }),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;
