'use client';

import styled from '@emotion/styled';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatWon } from '@/lib/format';
import type { AdminMemberDetail } from '@/lib/schemas/admin-members';
import { PURCHASE_STATUS_LABELS } from '@/lib/schemas/purchases';
import { QNA_STATUS_LABELS } from '@/lib/schemas/qnas';
import { formatSeoul } from '../seoul-time';

const COUPON_STATUS_LABELS = { AVAILABLE: '사용 가능', RESERVED: '결제 중 예약', USED: '사용함', EXPIRED: '만료', REVOKED: '회수' } as const;
const SERVICE_STATUS_LABELS = { WAITING: '대기', IN_PROGRESS: '진행 중', COMPLETED: '완료', PARTIAL: '부분 완료', FAILED: '실패', CANCELED: '취소' } as const;

/** 상세의 한 칸: 제목과 전체 건수, 최근 몇 건. 비었으면 한 줄 안내 */
export function Section({ title, count, children, empty }: { title: string; count?: number; children: ReactNode; empty: boolean }) {
  return (
    <Box aria-label={title}>
      <h3>
        {title}
        {count !== undefined && <small> {count}건</small>}
      </h3>
      {empty ? <Empty>없습니다.</Empty> : <Rows>{children}</Rows>}
    </Box>
  );
}

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatSeoul(at)}</time>;

/**
 * canOpenPurchases: 구매 화면을 열 수 있는 등급인가(상담원은 못 연다). 못 열면 구매·서비스는 링크 없이 읽기만 한다:
 * 회원에게 답하는 데는 주문번호·상태·금액이면 충분하고, 눌러서 '권한이 없습니다'를 만나지 않게 한다
 */
export function MemberSections({ detail: d, canOpenPurchases = true }: { detail: AdminMemberDetail; canOpenPurchases?: boolean }) {
  const purchaseLink = (id: number, text: string) => (canOpenPurchases ? <Link href={`/admin/purchases/${id}`}>{text}</Link> : <strong>{text}</strong>);
  return (
    <Grid>
      <Section title="구매" count={d.purchases.count} empty={d.purchases.count === 0}>
        {d.purchases.items.map((p) => (
          <li key={p.id}>
            {purchaseLink(p.id, p.orderNo)} {p.orderName} · {PURCHASE_STATUS_LABELS[p.status]} · {formatWon(p.totalAmount)} · <When at={p.createdAt} />
          </li>
        ))}
      </Section>
      <Section title="서비스" count={d.services.count} empty={d.services.count === 0}>
        {d.services.items.map((s) => (
          <li key={s.id}>
            {purchaseLink(s.purchaseId, s.productName)} {s.targetKey} · {SERVICE_STATUS_LABELS[s.status]} · <When at={s.createdAt} />
          </li>
        ))}
      </Section>
      <Section title="쿠폰" count={d.coupons.count} empty={d.coupons.count === 0}>
        {d.coupons.items.map((c) => (
          <li key={c.id}>
            {c.couponName} · {COUPON_STATUS_LABELS[c.status]} · 받은 날 <When at={c.issuedAt} />
            {c.expiresAt && (
              <>
                {' '}
                · 마감 <When at={c.expiresAt} />
              </>
            )}
          </li>
        ))}
      </Section>
      <Section title="1:1 문의" count={d.qnas.count} empty={d.qnas.count === 0}>
        {d.qnas.items.map((q) => (
          <li key={q.id}>
            <Link href={`/admin/qnas/${q.id}`}>{q.title}</Link> · {QNA_STATUS_LABELS[q.status]} · <When at={q.createdAt} />
          </li>
        ))}
      </Section>
      <Section title="후기" count={d.reviews.count} empty={d.reviews.count === 0}>
        {d.reviews.items.map((r) => (
          <li key={r.id}>
            <Link href="/admin/reviews">{r.title}</Link> · 별점 {r.rating}
            {r.isHidden && ' · 숨김'} · <When at={r.createdAt} />
          </li>
        ))}
      </Section>
      <Section title="열린 로그인" count={d.sessions.length} empty={d.sessions.length === 0}>
        {d.sessions.map((s) => (
          <li key={s.id}>
            세션 …{s.id} · 로그인 <When at={s.createdAt} /> · 마지막 갱신 {s.lastUsedAt ? <When at={s.lastUsedAt} /> : '기록 없음'}
          </li>
        ))}
      </Section>
    </Grid>
  );
}

export const Grid = styled.div({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16, marginTop: 16 });

const Box = styled.section(({ theme }) => ({
  padding: 16,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  h3: { marginBottom: 8, fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.semibold },
  small: { color: theme.color.textMuted, fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.regular },
}));

const Rows = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  fontSize: theme.typography.size.sm,
  a: { color: theme.color.text, textDecoration: 'underline', display: 'inline-block', minHeight: 24 },
  strong: { fontWeight: theme.typography.weight.semibold },
}));

const Empty = styled.p(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.typography.size.sm }));
