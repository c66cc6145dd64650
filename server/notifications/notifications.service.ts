import { CellPhoneSchema } from '../../lib/schemas/members';
import type { Db } from '../db/client';
import type { AppDeps } from '../lib/context';
import { addDays, kstDate, kstHour, kstStartOf, HOUR_MS } from '../lib/time';
import { enqueueMail } from '../mail/outbox';
import * as repo from './notifications.repository';
import { renderTemplate, smsMessageOf, TEMPLATES, type NotificationCategory, type TemplateCode, type TemplateVariables } from './templates';

type EventOf<C extends TemplateCode> = {
  memberId: number;
  eventKey: string;
  template: C;
  variables: TemplateVariables<C>;
  /** 업무가 같은 사건의 메일을 따로 넣었다(문의 답변 메일): 메일 알림을 또 만들지 않는다 */
  mailSentSeparately?: boolean;
};

/**
 * 업무가 알리는 사건 하나. eventKey 는 사건마다 하나('purchase:12:paid'): 같은 사건은 한 번만 간다.
 * 템플릿마다 나눈 합집합이라 템플릿과 변수가 서로 맞아야 컴파일된다
 */
export type NotificationEvent<C extends TemplateCode = TemplateCode> = C extends TemplateCode ? EventOf<C> : never;

export type SkipReason = 'MEMBER_NOT_FOUND' | 'WITHDRAWN' | 'OPTED_OUT' | 'NO_MARKETING_CONSENT' | 'NO_CHANNEL';

export type EnqueueResult = {
  /** 새로 넣은 발송함 줄(휴대폰 알림, 메일 알림). 이미 있던 사건이면 비어 있다 */
  notificationIds: number[];
  /** 이미 같은 사건의 줄이 있었다 */
  duplicate: boolean;
  skipped: SkipReason | null;
};

/** 광고성 정보를 보내지 못하는 시간(한국 시각 21시~다음 날 8시, 정보통신망법 제50조 제3항) */
export const MARKETING_QUIET_FROM_HOUR = 21;
export const MARKETING_QUIET_UNTIL_HOUR = 8;

export function inMarketingQuietHours(at: Date): boolean {
  const h = kstHour(at);
  return h >= MARKETING_QUIET_FROM_HOUR || h < MARKETING_QUIET_UNTIL_HOUR;
}

/** 밤이면 그 밤이 끝나는 아침 8시(KST), 낮이면 그대로 */
export function nextMarketingSlot(at: Date): Date {
  if (!inMarketingQuietHours(at)) return at;
  const day = kstHour(at) >= MARKETING_QUIET_FROM_HOUR ? addDays(kstDate(at), 1) : kstDate(at);
  return new Date(kstStartOf(day).getTime() + MARKETING_QUIET_UNTIL_HOUR * HOUR_MS);
}

const categoryAllowed = (category: NotificationCategory, prefs: repo.NotificationPreferences) =>
  category === 'ORDER' ? prefs.orderUpdates : category === 'SERVICE' ? prefs.serviceUpdates : category === 'INQUIRY' ? prefs.inquiryUpdates : true;

/** 저장된 번호를 한 모양(숫자만)으로. 가입·수정 때와 같은 규칙(CellPhoneSchema)이고, 맞지 않으면 null */
export function normalisePhone(raw: string | null): string | null {
  if (!raw) return null;
  const parsed = CellPhoneSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * 알릴 사건을 발송함에 넣는다. 업무 트랜잭션(tx) 안에서 부른다: 업무가 되돌려지면 알림도 사라지고,
 * 커밋되면 알림 일꾼이 반드시 보낸다. 같은 eventKey 는 DB 의 UNIQUE 로 한 번만 들어간다.
 * 탈퇴한 회원, 그 묶음을 끈 회원, 광고 수신에 동의하지 않은 회원에게는 넣지 않는다.
 * 광고성은 알림톡으로 보낼 수 없어 문자로만, 밤이면 아침 8시로 미뤄 넣는다.
 */
export async function enqueueNotification<C extends TemplateCode>(
  deps: Pick<AppDeps, 'config' | 'now'>,
  tx: Db,
  event: NotificationEvent<C>,
): Promise<EnqueueResult> {
  const skip = (skipped: SkipReason): EnqueueResult => ({ notificationIds: [], duplicate: false, skipped });
  const def = TEMPLATES[event.template];
  const variables: Record<string, string> = event.variables;
  // 변수가 틀리면 회원을 보기 전에 던진다: 업무 트랜잭션이 잘못된 문구와 함께 커밋되지 않게
  const text = renderTemplate(event.template, variables);
  const member = await repo.findRecipient(tx, event.memberId);
  if (!member) return skip('MEMBER_NOT_FOUND');
  if (member.status === 'DELETED') return skip('WITHDRAWN');
  const marketing = def.category === 'MARKETING';
  if (marketing && !member.agreeMarketing) return skip('NO_MARKETING_CONSENT');
  if (!categoryAllowed(def.category, member.prefs)) return skip('OPTED_OUT');

  const now = deps.now();
  const phone = normalisePhone(member.cellPhone);
  const kakao = !marketing && member.prefs.kakao;
  const sms = member.prefs.sms;
  const ids: number[] = [];
  let duplicate = false;
  let anyChannel = false;

  if (phone && (kakao || sms)) {
    anyChannel = true;
    const channel = kakao ? 'KAKAO' : smsMessageOf(event.template, text, { optOutText: deps.config.MARKETING_OPT_OUT_TEXT }).type;
    const id = await repo.insertNotificationOnce(tx, {
      memberId: event.memberId,
      eventKey: event.eventKey,
      templateCode: event.template,
      channel,
      recipientPhone: phone,
      text,
      variables,
      marketing,
      smsFallback: sms,
      nextAttemptAt: marketing ? nextMarketingSlot(now) : now,
      createdAt: now,
      updatedAt: now,
    });
    if (id === null) duplicate = true;
    else ids.push(id);
  }

  // 메일은 고른 회원에게만, 정보성만. 보내기는 메일 일꾼이 맡고 여기는 어느 메일인지만 적는다
  if (!marketing && member.prefs.mail && member.email && !event.mailSentSeparately) {
    anyChannel = true;
    const id = await repo.insertNotificationOnce(tx, {
      memberId: event.memberId,
      eventKey: `${event.eventKey}#mail`,
      templateCode: event.template,
      channel: 'MAIL',
      recipientPhone: null,
      text,
      variables,
      marketing: false,
      smsFallback: false,
      status: 'SENT',
      provider: 'mail',
      sentAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (id === null) duplicate = true;
    else {
      const mailId = await enqueueMail(tx, { template: 'NOTIFICATION', to: member.email, memberId: event.memberId, subject: `[그로스몰] ${def.title}`, text, now });
      await repo.setNotificationMail(tx, { id, mailId });
      ids.push(id);
    }
  }

  if (!anyChannel) return skip('NO_CHANNEL');
  return { notificationIds: ids, duplicate, skipped: null };
}
