import type { z } from 'zod';
import type { MailStatus } from '../../lib/schemas/member-info';
import type {
  AdminNotificationDetail,
  AdminNotificationListQuerySchema,
  AdminNotificationSummary,
  NotificationChannel,
  NotificationStatus,
} from '../../lib/schemas/notifications';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { offsetOf } from '../lib/paging';
import { templateTitle } from './admin-outbox.service';
import * as repo from './notifications.repository';

type SummaryRow = Awaited<ReturnType<typeof repo.listNotifications>>['rows'][number];

const toSummary = (r: SummaryRow): AdminNotificationSummary => ({
  ...r,
  channel: r.channel as NotificationChannel,
  status: r.status as NotificationStatus,
  mailStatus: (r.mailStatus as MailStatus | null) ?? null,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

export async function listAdminNotifications(deps: AppDeps, q: z.output<typeof AdminNotificationListQuerySchema>) {
  const { rows, total } = await repo.listNotifications(deps.db, {
    status: q.status,
    channel: q.channel,
    template: q.template || undefined,
    // 번호는 숫자만 저장한다: 하이픈을 넣어 찾아도 맞게
    phone: q.phone?.replace(/\D/g, '') || undefined,
    memberId: q.memberId,
    limit: q.size,
    offset: offsetOf(q),
  });
  return { items: rows.map(toSummary), page: q.page, size: q.size, total };
}

export async function getAdminNotificationOrThrow(deps: AppDeps, id: number): Promise<AdminNotificationDetail> {
  const row = await repo.findNotificationById(deps.db, id);
  if (!row) throw fail('NOTIFICATION_NOT_FOUND');
  return {
    ...toSummary(row),
    title: templateTitle(row.templateCode),
    text: row.text,
    variables: row.variables,
    providerMessageId: row.providerMessageId,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}
