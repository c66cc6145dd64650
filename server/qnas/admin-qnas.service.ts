import type { AdminQna, AdminQnaListQuery, AdminQnaPage, AdminQnaReplyBody, AdminQnaReplyResult } from '../../lib/schemas/qnas';
import type { Db } from '../db/client';
import type { AuditActor } from '../audit-logs/actor';
import { insertAuditLog } from '../audit-logs/audit-logs.repository';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { readForExport, seoulDateTime, type CsvColumn } from '../lib/csv';
import { enqueueMail } from '../mail/outbox';
import { STORE_NAME } from '../purchases/deposit-notice.service';
import * as repo from './qnas.repository';
import { toQna } from './qnas.service';
import { enqueueNotification } from '../notifications/notifications.service';
import { offsetOf } from '../lib/paging';
import { addDays, kstStartOf } from '../lib/time';
import { findLatestQnaReplyMail } from './qna-reply-mails.repository';

function toAdminQna(row: repo.AdminQnaRow): AdminQna {
  return { ...toQna(row), memberId: row.memberId, memberEmail: row.memberEmail, memberName: row.memberName, repliedByMemberId: row.repliedByMemberId };
}

const filterOf = (q: AdminQnaListQuery) => ({
  status: q.status,
  category: q.category,
  email: q.email,
  since: q.from ? kstStartOf(q.from) : undefined,
  until: q.to ? kstStartOf(addDays(q.to, 1)) : undefined,
});

export async function listAdminQnas(deps: AppDeps, q: AdminQnaListQuery): Promise<AdminQnaPage> {
  const { rows, total } = await repo.listAdminQnas(deps.db, {
    filter: filterOf(q),
    order: q.order,
    sort: q.sort,
    limit: q.size,
    offset: offsetOf(q),
  });
  return { items: rows.map(toAdminQna), page: q.page, size: q.size, total };
}

async function getAdminQnaOrThrowIn(db: Db, id: number): Promise<AdminQna> {
  const row = await repo.findAdminQnaById(db, { id });
  if (!row) throw fail('QNA_NOT_FOUND');
  return toAdminQna(row);
}

/** 상세: 답변 메일이 나갔는지까지(상담원은 메일 화면을 열 수 없다) */
export async function getAdminQnaOrThrow(deps: AppDeps, id: number): Promise<AdminQna> {
  const q = await getAdminQnaOrThrowIn(deps.db, id);
  const mail = await findLatestQnaReplyMail(deps.db, { memberId: q.memberId, title: q.title, since: new Date(q.createdAt) });
  const status = mail && (['PENDING', 'SENT', 'FAILED'] as const).find((s) => s === mail.status);
  return { ...q, replyMail: mail && status ? { status, sentAt: mail.sentAt?.toISOString() ?? null, createdAt: mail.createdAt.toISOString() } : null };
}

/** 답변 메일(QNA_REPLY): 문의 제목, 답변, 문의 내역 링크 */
export function qnaReplyMail(webUrl: string, title: string, reply: string) {
  const link = `${webUrl.replace(/\/$/, '')}/inquiry`;
  return {
    subject: `[${STORE_NAME}] 1:1 문의에 답변이 등록되었습니다`,
    text: [
      `안녕하세요, ${STORE_NAME}입니다.`,
      `문의하신 「${title}」에 답변이 등록되었습니다.`,
      '',
      '[답변]',
      reply,
      '',
      `문의 내역에서 확인하기: ${link}`,
    ].join('\n'),
  };
}

/**
 * 답변 등록·수정. 처음 답하면(답변 대기 → 답변 완료) receiveEmail 이고 주소가 남아 있는 회원에게 메일 한 통,
 * 이미 답한 문의를 고치면 notify: true 일 때만 다시 보낸다. 메일은 같은 트랜잭션의 아웃박스에 넣는다.
 * 처음 답할 때는 회원 알림(문의 답변)도 같은 트랜잭션에 넣는다. 답변 메일이 나가면 알림은 메일로 또 보내지 않는다:
 * 답변 본문이 든 메일이 회원이 이 문의에서 고른 것이다(docs/decisions.md "Member notifications").
 */
export async function replyToQna(deps: AppDeps, id: number, body: AdminQnaReplyBody, actor: AuditActor): Promise<AdminQnaReplyResult> {
  const now = deps.now();
  const reply = body.reply.trim();
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockQnaForReply(tx, { id });
    if (!row) throw fail('QNA_NOT_FOUND');
    const firstReply = row.status === 'WAITING';
    await repo.updateQnaReply(tx, { id, reply, repliedByMemberId: actor.actorMemberId!, now });
    await insertAuditLog(tx, {
      ...actor,
      kind: firstReply ? 'qnas.reply' : 'qnas.reply-edit',
      targetType: 'qna',
      targetId: id,
      summary: `1:1 문의 #${id} ${firstReply ? '답변' : '답변 수정'}: ${row.title}`,
      after: { reply },
    });
    let mailId: number | null = null;
    if (row.receiveEmail && (firstReply || body.notify === true)) {
      const to = await repo.findMemberMailAddress(tx, { memberId: row.memberId });
      if (to) mailId = await enqueueMail(tx, { template: 'QNA_REPLY', to, memberId: row.memberId, ...qnaReplyMail(deps.config.WEB_PUBLIC_URL, row.title, reply), now });
    }
    const answered = await getAdminQnaOrThrowIn(tx, id);
    if (firstReply) {
      await enqueueNotification(deps, tx, {
        memberId: row.memberId,
        eventKey: `qna:${id}:answered`,
        template: 'INQUIRY_ANSWERED',
        // 빈 값이면 템플릿이 던져 답변까지 되돌려진다: 이름이 없는 회원(탈퇴 등)은 '회원'으로
        variables: { 회원명: answered.memberName?.trim() || '회원', 문의제목: row.title.trim() || '1:1 문의' },
        mailSentSeparately: mailId !== null,
      });
    }
    return { ...answered, mailQueued: mailId !== null, mailId };
  });
}

export const QNA_CSV_COLUMNS: CsvColumn<AdminQna>[] = [
  { header: '문의 번호', value: (r) => r.id },
  { header: '접수 일시(서울)', value: (r) => seoulDateTime(r.createdAt) },
  { header: '상태', value: (r) => r.statusLabel },
  { header: '유형', value: (r) => r.categoryLabel },
  { header: '제목', value: (r) => r.title },
  { header: '내용', value: (r) => r.content },
  { header: '회원 번호', value: (r) => r.memberId },
  { header: '회원 이메일', value: (r) => r.memberEmail },
  { header: '서비스 번호', value: (r) => r.serviceId },
  { header: '상품', value: (r) => r.productName },
  { header: '답변', value: (r) => r.reply },
  { header: '답변 일시(서울)', value: (r) => seoulDateTime(r.repliedAt) },
];

/** 목록과 같은 조건·순서로 쪽 없이(한도까지) */
export async function exportAdminQnas(deps: AppDeps, q: AdminQnaListQuery): Promise<AdminQna[]> {
  const rows = await readForExport(
    async (limit) => (await repo.listAdminQnas(deps.db, { filter: filterOf(q), order: q.order, sort: q.sort, limit, offset: 0 })).rows,
  );
  return rows.map(toAdminQna);
}
