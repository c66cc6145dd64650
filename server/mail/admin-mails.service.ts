import type { z } from 'zod';
import { SECRET_LINK_MAIL_TEMPLATES } from '../../lib/schemas/member-info';
import type { AdminMailDetail, AdminMailListQuerySchema, AdminMailSummary, MailStatus } from '../../lib/schemas/member-info';
import type { AuditActor } from '../audit-logs/actor';
import { withAudit } from '../audit-logs/with-audit';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { kickMailDelivery } from './deliver';
import * as repo from './mails.repository';
import { offsetOf } from '../lib/paging';

type SummaryRow = Awaited<ReturnType<typeof repo.listMails>>['rows'][number];

const toSummary = (r: SummaryRow): AdminMailSummary => ({
  ...r,
  status: r.status as MailStatus,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

export async function listAdminMails(deps: AppDeps, q: z.output<typeof AdminMailListQuerySchema>) {
  const { rows, total } = await repo.listMails(deps.db, {
    status: q.status,
    template: q.template || undefined,
    to: q.to || undefined,
    limit: q.size,
    offset: offsetOf(q),
  });
  return { items: rows.map(toSummary), page: q.page, size: q.size, total };
}

/** 본문은 보여 줄 사본이다: 비밀 링크 자리는 '(보안을 위해 숨김)' 이고 링크 원문(secret_link)은 읽지도 않는다 */
export async function getAdminMailOrThrow(deps: AppDeps, id: number): Promise<AdminMailDetail> {
  const row = await repo.findMailById(deps.db, id);
  if (!row) throw fail('MAIL_NOT_FOUND');
  return { ...toSummary(row), text: row.text, html: row.html, messageId: row.messageId, lastError: row.lastError, nextAttemptAt: row.nextAttemptAt.toISOString() };
}

/**
 * 실패한 메일을 다시 보낸다: FAILED → PENDING(횟수 초기화), 곧바로 보내기를 깨운다.
 * 비밀 링크 메일은 안 된다: 링크는 실패할 때 버렸고, 살아 있어도 만료됐을 수 있다(회원이 새로 요청한다).
 * 되돌리기와 작업 기록은 한 트랜잭션, 보내기는 커밋한 뒤에 깨운다(커밋 전에는 보낼 메일이 보이지 않는다).
 */
export async function resendMail(deps: AppDeps, actor: AuditActor, id: number): Promise<AdminMailDetail> {
  await withAudit(
    deps,
    actor,
    async ({ db }) => {
      const row = await repo.findMailById(db, id);
      if (!row) throw fail('MAIL_NOT_FOUND');
      if (SECRET_LINK_MAIL_TEMPLATES.includes(row.template)) {
        throw fail('MAIL_NOT_RESENDABLE', { template: row.template });
      }
      if (!(await repo.requeueFailedMail(db, { id, now: deps.now() }))) {
        const current = await repo.findMailById(db, id);
        throw fail('MAIL_NOT_FAILED', { status: current?.status ?? row.status });
      }
      return row;
    },
    // 본문은 적지 않는다: 상세 화면에 있고, 기록에는 무엇을 되돌렸는지면 된다
    (row) => ({
      kind: 'mails.resend',
      targetType: 'mail',
      targetId: id,
      summary: `메일 #${id} 다시 보내기: ${row.subject}`,
      before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
      after: { status: 'PENDING', attempts: 0 },
    }),
  );
  kickMailDelivery(deps);
  return getAdminMailOrThrow(deps, id);
}
