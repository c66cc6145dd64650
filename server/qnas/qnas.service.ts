import {
  INQUIRY_CATEGORY_LABELS,
  QNA_STATUS_LABELS,
  REPLY_QUESTION_TITLE,
  type InquiryCreateBody,
  type MyQnaServices,
  type MyServiceOption,
  type Qna,
  type QnaPage,
} from '../../lib/schemas/qnas';
import type { PageQuery } from '../../lib/schemas/common';
import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import * as repo from './qnas.repository';
import { offsetOf } from '../lib/paging';

export function toQna(row: repo.QnaRow): Qna {
  return {
    id: row.id,
    serviceId: row.serviceId,
    productName: row.productName,
    targetKey: row.targetKey,
    orderNo: row.orderNo,
    orderedAt: row.orderedAt?.toISOString() ?? null,
    category: row.category,
    categoryLabel: INQUIRY_CATEGORY_LABELS[row.category],
    title: row.title,
    content: row.content,
    receiveEmail: row.receiveEmail,
    status: row.status,
    statusLabel: QNA_STATUS_LABELS[row.status],
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 서비스 고르기 한 줄: 주문 시각은 ISO 로(화면이 서울 날짜로 보인다) */
export function toServiceOption(row: { id: number; productName: string; targetKey: string; orderNo: string; orderedAt: Date }): MyServiceOption {
  return { ...row, orderedAt: row.orderedAt.toISOString() };
}

export async function listMyQnas(deps: AppDeps, memberId: number, q: PageQuery): Promise<QnaPage> {
  const { rows, total } = await repo.listQnasOfMember(deps.db, { memberId, limit: q.size, offset: offsetOf(q) });
  return { items: rows.map(toQna), page: q.page, size: q.size, total };
}

export async function listMyQnaServices(deps: AppDeps, memberId: number): Promise<MyQnaServices> {
  return { myServiceList: (await repo.listServiceOptionsOfMember(deps.db, { memberId })).map(toServiceOption) };
}

/** 문의 등록: 본문의 회원이 경로(=토큰)의 회원이어야 하고, 고른 서비스는 본인 것이어야 한다 */
export async function createMyQna(deps: AppDeps, memberId: number, body: InquiryCreateBody & { receiveEmail: boolean }): Promise<Qna> {
  if (body.memberId !== memberId) throw fail('QNA_OF_OTHER_MEMBER');
  if (body.serviceId !== undefined) {
    const owner = await repo.findServiceOwner(deps.db, { serviceId: body.serviceId });
    // 없는 서비스와 남의 서비스를 같은 답으로: 다른 회원의 서비스 번호가 있는지 알려 주지 않는다.
    // 고친 칸은 상품이라 그 칸 아래에 보이게 칸 이름을 붙인다
    if (!owner || owner.memberId !== memberId) throw fail('SERVICE_NOT_YOURS', { field: 'serviceId' });
  }
  const id = await repo.insertQna(deps.db, {
    memberId,
    serviceId: body.serviceId ?? null,
    category: body.category,
    // 댓글 정보 입력은 제목이 정해져 있다(docs/product.md, Inquiry form): 화면이 막아 두지만 api 도 보낸 제목 대신 이 값을 적는다
    title: body.category === 'REPLY_QUESTION' ? REPLY_QUESTION_TITLE : body.title,
    content: body.content,
    receiveEmail: body.receiveEmail,
    now: deps.now(),
  });
  const row = await repo.findQnaOfMemberById(deps.db, { memberId, id });
  return toQna(row!);
}
