'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { CASH_RECEIPT_TYPE_LABELS, type CashReceiptKind } from '@/lib/schemas/payment-rules';
import { CashReceiptRequestSchema, type CashReceiptRequest } from '@/lib/schemas/payments';
import type { PaymentMethod } from '@/lib/schemas/purchases';
import { Muted, Section } from './section';

export type CashReceiptDraft = { requested: boolean; type: CashReceiptKind; identityNumber: string };

const KINDS: { value: CashReceiptKind; hint: string; label: string; placeholder: string; inputMode: 'tel' | 'numeric' }[] = [
  { value: 'INCOME_DEDUCTION', hint: '개인', label: '휴대폰 번호', placeholder: '010-1234-5678', inputMode: 'tel' },
  { value: 'EXPENSE_PROOF', hint: '사업자', label: '사업자등록번호', placeholder: '123-45-67890', inputMode: 'numeric' },
];

/** 현금영수증을 신청할 수 있는 결제 수단: 계좌로 입금하는 것(무통장입금·가상계좌) */
export const acceptsCashReceipt = (method: PaymentMethod) => method === 'NO_DEPOSIT' || method === 'VIRTUAL_ACCOUNT';

/**
 * 계좌 결제(무통장입금·가상계좌)의 현금영수증 신청 칸과 그 상태. validate 는 공유 스키마로 검사해
 * 보낼 값(신청하지 않았으면 null)을 돌려주고, 틀리면 칸 아래에 한국어 오류를 띄운 채 ok:false.
 */
export function useCashReceiptField() {
  const [draft, setDraft] = useState<CashReceiptDraft>({ requested: false, type: 'INCOME_DEDUCTION', identityNumber: '' });
  const [error, setError] = useState<string | undefined>();
  const onChange = (next: CashReceiptDraft) => {
    setDraft(next);
    setError(undefined);
  };
  const validate = (): { ok: true; value: CashReceiptRequest | null } | { ok: false } => {
    if (!draft.requested) return { ok: true, value: null };
    const parsed = CashReceiptRequestSchema.safeParse({ type: draft.type, identityNumber: draft.identityNumber });
    if (parsed.success) return { ok: true, value: parsed.data };
    setError(parsed.error.issues[0]?.message);
    return { ok: false };
  };
  return { field: { value: draft, onChange, error }, validate };
}

type Props = { value: CashReceiptDraft; onChange: (next: CashReceiptDraft) => void; error?: string };

/** 현금영수증 신청: 체크하면 소득공제(휴대폰 번호)·지출증빙(사업자등록번호) 중 하나와 번호 */
export function CashReceiptField({ value, onChange, error }: Props) {
  const kind = KINDS.find((k) => k.value === value.type) ?? KINDS[0]!;
  return (
    <Section title="현금영수증">
      <Toggle>
        <Checkbox label="현금영수증 신청" checked={value.requested} onChange={(e) => onChange({ ...value, requested: e.target.checked })} />
      </Toggle>
      {value.requested && (
        <>
          <Kinds role="radiogroup" aria-label="현금영수증 종류">
            {KINDS.map((k) => (
              <Kind key={k.value}>
                <input
                  type="radio"
                  name="cash-receipt-type"
                  value={k.value}
                  checked={value.type === k.value}
                  onChange={() => onChange({ ...value, type: k.value, identityNumber: '' })}
                />
                {CASH_RECEIPT_TYPE_LABELS[k.value]} ({k.hint})
              </Kind>
            ))}
          </Kinds>
          <TextField
            label={kind.label}
            value={value.identityNumber}
            inputMode={kind.inputMode}
            autoComplete={kind.value === 'INCOME_DEDUCTION' ? 'tel' : 'off'}
            maxLength={20}
            placeholder={kind.placeholder}
            error={error}
            onChange={(e) => onChange({ ...value, identityNumber: e.target.value })}
          />
          <Muted>입금이 확인되면 국세청에 발급됩니다. 발급 내역은 구매 상세에서 볼 수 있습니다.</Muted>
        </>
      )}
    </Section>
  );
}

// 체크 줄 전체가 눌리는 영역: 휴대폰에서 44px 높이
const Toggle = styled.div({ label: { minHeight: 44 } });

const Kinds = styled.div({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });

const Kind = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: theme.color.primary, background: theme.palette.pink[50] },
  input: { margin: 0, accentColor: theme.color.primary },
}));
