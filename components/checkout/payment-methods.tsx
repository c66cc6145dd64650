'use client';

import styled from '@emotion/styled';
import { TextField } from '@/components/ui/text-field';
import { EASY_PAY_LABELS, EASY_PAY_PROVIDERS, PAYMENT_METHOD_LABELS, type EasyPayProvider, type PaymentMethod } from '@/lib/schemas/purchases';
import { BankSelect } from './bank-select';
import { Muted, Section } from './section';

/** 고른 결제 수단: 간편결제는 어느 것인지까지 */
export type MethodChoice = { method: PaymentMethod; easyPay: EasyPayProvider | null };

type Props = {
  fullPoint: boolean;
  choice: MethodChoice;
  onChoice: (choice: MethodChoice) => void;
  depositorName: string;
  onDepositorName: (name: string) => void;
  depositorError?: string;
  bankCode: string;
  onBankCode: (code: string) => void;
  bankError?: string;
};

const keyOf = (c: MethodChoice) => (c.method === 'EASY_PAY' ? `EASY_PAY:${c.easyPay}` : c.method);
const labelOf = (c: MethodChoice) =>
  c.method === 'FULL_POINT' ? '적립금으로 전액 결제' : c.method === 'EASY_PAY' && c.easyPay ? EASY_PAY_LABELS[c.easyPay] : PAYMENT_METHOD_LABELS[c.method];

function choicesOf(fullPoint: boolean): MethodChoice[] {
  if (fullPoint) return [{ method: 'FULL_POINT', easyPay: null }];
  return [
    { method: 'CARD', easyPay: null },
    // 간편결제는 같은 토스페이먼츠 결제창을 그 간편결제사 화면으로 바로 연다
    ...EASY_PAY_PROVIDERS.map((easyPay) => ({ method: 'EASY_PAY' as const, easyPay })),
    { method: 'VIRTUAL_ACCOUNT', easyPay: null },
    { method: 'NO_DEPOSIT', easyPay: null },
  ];
}

/** 적립금이 전부를 덮으면 고를 것 없이 적립금 전액 결제 하나뿐이다 */
export function PaymentMethods({ fullPoint, choice, onChoice, depositorName, onDepositorName, depositorError, bankCode, onBankCode, bankError }: Props) {
  const choices = choicesOf(fullPoint);
  return (
    <Section title="결제 수단">
      <Choices role="radiogroup" aria-label="결제 수단">
        {choices.map((c) => (
          <Choice key={keyOf(c)}>
            <input type="radio" name="payment-method" value={keyOf(c)} checked={keyOf(choice) === keyOf(c)} onChange={() => onChoice(c)} />
            {labelOf(c)}
          </Choice>
        ))}
      </Choices>
      {choice.method === 'VIRTUAL_ACCOUNT' && (
        <>
          <BankSelect value={bankCode} onChange={onBankCode} error={bankError} />
          <Muted>이 주문만의 입금 계좌를 발급해 드립니다. 기한 안에 입금하시면 확인되는 즉시 주문이 시작됩니다.</Muted>
        </>
      )}
      {choice.method === 'NO_DEPOSIT' && (
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
      {choice.method === 'EASY_PAY' && choice.easyPay && <Muted>결제하기를 누르면 {EASY_PAY_LABELS[choice.easyPay]} 결제 화면이 열립니다.</Muted>}
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
