import * as OTPAuth from 'otpauth';
import type { TestApp, TestMember } from '../../helpers/test-app';

/** 인증 앱이 보여 줄 6자리: 앱의 시계(t.clock)로 만든다 */
export function codeAt(secret: string, at: Date): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at.getTime() });
}

/** 운영자를 만들고(인증 전 세션) HTTP 로 앱 등록을 마친다: 비밀과 복구 코드를 돌려준다 */
export async function enrolledOperator(t: TestApp, role: 'OWNER' | 'MANAGER' | 'SUPPORT' = 'OWNER') {
  const op: TestMember = await t.loginAsAdmin(role, { mfaVerified: false });
  const start = await t.json('POST', '/v1/admin/mfa/enrolment', undefined, op.accessToken);
  if (start.status !== 201) throw new Error(`등록 시작 실패 ${start.status}`);
  const secret: string = start.body.secret;
  const confirm = await t.json('POST', '/v1/admin/mfa/enrolment/confirm', { code: codeAt(secret, t.clock.now()) }, op.accessToken);
  if (confirm.status !== 200) throw new Error(`등록 확인 실패 ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return { op, secret, recoveryCodes: confirm.body.recoveryCodes as string[] };
}
