import type { SignupConsents } from '../../lib/schemas/members';
import type { ConsentChannel } from '../../lib/schemas/policies';
import type { AppDeps } from '../lib/context';
import { insertMemberConsents } from './member-consents.repository';
import { versionIdsInEffect } from './policies.service';

/** 예전 본문(agreeMarketing 하나)은 두 길 모두 그 값으로 본다 */
export function marketingChoices(c: SignupConsents) {
  return { sms: c.agreeMarketingSms ?? c.agreeMarketing, email: c.agreeMarketingEmail ?? c.agreeMarketing };
}

/**
 * 가입 트랜잭션 안에서 동의를 한 줄씩 남긴다: 필수 셋(약관·개인정보는 지금 시행 중인 판과 함께, 만 14세 이상)과
 * 광고 수신 두 길(거절도). 스키마가 필수 셋을 true 로만 받으므로 여기까지 왔다면 동의한 것이다.
 */
export async function recordSignupConsents(
  deps: AppDeps,
  tx: AppDeps['db'],
  p: { memberId: number; channel: ConsentChannel; consents: SignupConsents; now: Date },
) {
  const versions = await versionIdsInEffect(deps, tx);
  const marketing = marketingChoices(p.consents);
  await insertMemberConsents(tx, {
    memberId: p.memberId,
    channel: p.channel,
    createdAt: p.now,
    consents: [
      { kind: 'TERMS', policyVersionId: versions.TERMS, agreed: true },
      { kind: 'PRIVACY', policyVersionId: versions.PRIVACY, agreed: true },
      { kind: 'AGE_14', policyVersionId: null, agreed: true },
      { kind: 'MARKETING_SMS', policyVersionId: null, agreed: marketing.sms },
      { kind: 'MARKETING_EMAIL', policyVersionId: null, agreed: marketing.email },
    ],
  });
}
