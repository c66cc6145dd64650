import type { Config } from '../config';
import type { MailRequestPurpose } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { sha256Hex } from '../lib/hash';
import { DAY_MS, HOUR_MS } from '../lib/time';
import { countMailRequestsSince, deleteMailRequestsBefore, insertMailRequest } from './mail-requests.repository';

/** 계정 메일 한도(설정): 받는 이메일마다와 요청한 주소(IP)마다, 한 시간·하루 */
export function accountMailLimits(config: Pick<Config, 'ACCOUNT_MAILS_PER_EMAIL_HOUR' | 'ACCOUNT_MAILS_PER_EMAIL_DAY' | 'ACCOUNT_MAILS_PER_CLIENT_HOUR' | 'ACCOUNT_MAILS_PER_CLIENT_DAY'>) {
  return {
    perEmail: { hour: config.ACCOUNT_MAILS_PER_EMAIL_HOUR, day: config.ACCOUNT_MAILS_PER_EMAIL_DAY },
    perAddress: { hour: config.ACCOUNT_MAILS_PER_CLIENT_HOUR, day: config.ACCOUNT_MAILS_PER_CLIENT_DAY },
  };
}

/** 받는 주소의 SHA-256: 대소문자를 가리지 않는다(주소 원문은 두지 않는다) */
const emailHashOf = (email: string) => sha256Hex(email.toLowerCase());

/**
 * 메일 요청 하나를 센다. 네 창(이메일·주소 × 한 시간·하루) 중 하나라도 찼으면 적지 않고 그 창의 길이(초, Retry-After)를,
 * 아니면 적고 null 을 돌려준다. 부르는 쪽의 트랜잭션 안에서 부른다(메일을 넣는 것과 함께 커밋되게).
 */
export async function countMailRequest(
  tx: AppDeps['db'],
  config: Config,
  p: { purpose: MailRequestPurpose; email: string; address: string; now: Date },
): Promise<number | null> {
  const emailHash = emailHashOf(p.email);
  const { perEmail, perAddress } = accountMailLimits(config);
  await deleteMailRequestsBefore(tx, new Date(p.now.getTime() - DAY_MS));
  const checks = [
    { by: 'emailHash' as const, value: emailHash, max: perEmail.hour, window: HOUR_MS },
    { by: 'emailHash' as const, value: emailHash, max: perEmail.day, window: DAY_MS },
    { by: 'address' as const, value: p.address, max: perAddress.hour, window: HOUR_MS },
    { by: 'address' as const, value: p.address, max: perAddress.day, window: DAY_MS },
  ];
  for (const check of checks) {
    const since = new Date(p.now.getTime() - check.window);
    if ((await countMailRequestsSince(tx, { purpose: p.purpose, by: check.by, value: check.value, since })) >= check.max) return check.window / 1000;
  }
  await insertMailRequest(tx, { purpose: p.purpose, emailHash, address: p.address, createdAt: p.now });
  return null;
}
