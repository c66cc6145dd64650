import type { NotificationPreferencesResponse, UpdateNotificationPreferencesBody } from '../../lib/schemas/notifications';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './notification-preferences.repository';
import { DEFAULT_PREFERENCES, upsertPreferences, type NotificationPreferences } from './notifications.repository';

type Locked = NonNullable<Awaited<ReturnType<typeof repo.findMemberWithPreferences>>>;

/** 탈퇴한 회원은 없는 회원이다: 세션이 살아 있어도(탈퇴와 겨룬 요청) 읽지도 바꾸지도 못한다 */
function assertMember(row: Locked | null): asserts row is Locked {
  if (!row || row.status === 'DELETED') throw fail('MEMBER_NOT_FOUND');
}

function view(row: Locked, changedAt: Date | null): NotificationPreferencesResponse {
  const { updatedAt, ...prefs } = row.prefs ?? { ...DEFAULT_PREFERENCES, updatedAt: null };
  return {
    ...prefs,
    agreeMarketing: row.agreeMarketing,
    updatedAt: updatedAt?.toISOString() ?? null,
    marketingConsentChangedAt: changedAt?.toISOString() ?? null,
  };
}

/** 저장한 적 없는 회원은 기본값(알림톡·문자 켬, 메일 끔, 정보성 묶음 모두 켬) */
export async function getNotificationPreferences(deps: Pick<AppDeps, 'db'>, memberId: number): Promise<NotificationPreferencesResponse> {
  const row = await repo.findMemberWithPreferences(deps.db, memberId);
  assertMember(row);
  return view(row, null);
}

/**
 * 통째로 바꾼다(같은 본문이면 결과도 같다). 광고 수신 동의는 members.agree_marketing 에 그대로 적고,
 * 바뀌었을 때만 처리 일시를 돌려준다: 화면이 그 일시로 처리 결과를 알린다. 아직 나가지 않은 광고는
 * 알림 일꾼이 보내기 직전에 동의를 다시 보고 거둔다(deliver.ts).
 */
export async function updateNotificationPreferences(
  deps: Pick<AppDeps, 'db' | 'now'>,
  memberId: number,
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferencesResponse> {
  const now = deps.now();
  const { agreeMarketing, ...input } = body;
  const prefs: NotificationPreferences = {
    kakao: input.kakao,
    sms: input.sms,
    mail: input.mail,
    orderUpdates: input.orderUpdates,
    serviceUpdates: input.serviceUpdates,
    inquiryUpdates: input.inquiryUpdates,
  };
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockMemberWithPreferences(tx, memberId);
    assertMember(row);
    const consentChanged = row.agreeMarketing !== agreeMarketing;
    if (consentChanged) await repo.setMarketingConsent(tx, { memberId, agree: agreeMarketing, now });
    await upsertPreferences(tx, memberId, prefs, now);
    return view({ ...row, agreeMarketing, prefs: { ...prefs, updatedAt: now } }, consentChanged ? now : null);
  });
}
