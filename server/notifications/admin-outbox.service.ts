import {
  maskPhone,
  type AdminOutboxItem,
  type AdminOutboxListQuery,
  type NotificationChannel,
  type NotificationStatus,
} from '../../lib/schemas/notifications';
import type { AppDeps } from '../lib/context';
import { offsetOf } from '../lib/paging';
import { kstDayRange } from '../lib/time';
import * as repo from './admin-outbox.repository';
import { TEMPLATES, type TemplateDefinition } from './templates';

/** 템플릿 코드의 이름. 지금 목록에 없는 예전 코드는 코드 그대로 */
export function templateTitle(code: string): string {
  return (TEMPLATES as Record<string, TemplateDefinition | undefined>)[code]?.title ?? code;
}

/** 받는 사람 칸: 숫자(하이픈·빈칸은 무시)만 있으면 번호, 아니면 메일 주소로 찾는다 */
function recipientFilter(value: string | undefined): { phone?: string; email?: string } {
  if (!value) return {};
  if (/^[\d\s-]+$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    return digits ? { phone: digits } : {};
  }
  return { email: value };
}

const isoOf = (v: Date | string) => new Date(v).toISOString();

function toItem(r: repo.OutboxRow): AdminOutboxItem {
  return {
    source: r.source,
    id: Number(r.id),
    memberId: r.member_id === null ? null : Number(r.member_id),
    channel: r.channel as NotificationChannel,
    template: r.template,
    title: r.source === 'MAIL' ? (r.subject ?? r.template) : templateTitle(r.template),
    // 번호는 가려서, 메일 알림은 그 메일의 주소
    recipient: r.phone ? maskPhone(r.phone) : (r.email ?? ''),
    status: r.status as NotificationStatus,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: isoOf(r.created_at),
    sentAt: r.sent_at === null ? null : isoOf(r.sent_at),
  };
}

export async function listAdminOutbox(deps: AppDeps, q: AdminOutboxListQuery) {
  const { rows, total } = await repo.listOutbox(deps.db, {
    filter: {
      channel: q.channel,
      status: q.status,
      memberId: q.memberId,
      ...recipientFilter(q.recipient),
      ...kstDayRange(q.from, q.to),
    },
    limit: q.size,
    offset: offsetOf(q),
  });
  return { items: rows.map(toItem), page: q.page, size: q.size, total };
}
