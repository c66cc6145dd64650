'use client';

import styled from '@emotion/styled';
import { TextField } from '@/components/ui/text-field';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/lib/schemas/purchases';
import { BankSelect } from './bank-select';
import { Muted, Section } from './section';

type Props = {
  fullPoint: boolean;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  depositorName: string;
  onDepositorName: (name: string) => void;
  depositorError?: string;
  bankCode: string;
  onBankCode: (code: string) => void;
  bankError?: string;
};

/** 적립금이 전부를 덮으면 고를 것 없이 적립금 전액 결제 하나뿐이다 */
export function PaymentMethods({ fullPoint, method, onMethod, depositorName, onDepositorName, depositorError, bankCode, onBankCode, bankError }: Props) {
  const choices: PaymentMethod[] = fullPoint ? ['FULL_POINT'] : ['CARD', 'VIRTUAL_ACCOUNT', 'NO_DEPOSIT'];
  return (
    <Section title="결제 수단">
      <Choices role="radiogroup" aria-label="결제 수단">
        {choices.map((m) => (
          <Choice key={m}>
            <input type="radio" name="payment-method" value={m} checked={method === m} onChange={() => onMethod(m)} />
            {m === 'FULL_POINT' ? '적립금으로 전액 결제' : PAYMENT_METHOD_LABELS[m]}
          </Choice>
        ))}
      </Choices>
      {method === 'VIRTUAL_ACCOUNT' && (
        <>
          <BankSelect value={bankCode} onChange={onBankCode} error={bankError} />
          <Muted>이 주문만의 입금 계좌를 발급해 드립니다. 기한 안에 입금하시면 확인되는 즉시 주문이 시작됩니다.</Muted>
        </>
      )}
      {method === 'NO_DEPOSIT' && (
        <>
          <TextField
            label="입금자명"
            value={depositorName}
            maxLength={20}
            placeholder="입금하실 분의 이름"
            error={depositorError}
            onChange={(e) => onDepositorName(e.target.value)}
          />
          <Muted>주문 다음 날 자정까지 입금해주세요. 입금이 확인되면 주문이 시작됩니다.</Muted>
        </>
      )}
    </Section>
  );
}

const Choices = styled.div({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });

const Choice = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: theme.layout.inputHeight,
  padding: '0 12px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: theme.color.primary, background: theme.palette.pink[50] },
  input: { margin: 0, accentColor: theme.color.primary },
}));
