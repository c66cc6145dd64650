'use client';

import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { showServerError } from '@/components/account/server-error-message';
import { Section } from '@/components/my-page/purchases/detail-parts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRefundPurchase } from '@/lib/api/admin-purchases';
import { formatCount, formatWon } from '@/lib/format';
import { errorMessage } from '@/lib/schemas/errors';
import type { BankCode } from '@/lib/schemas/payment-rules';
import { REFUND_AMOUNT_MESSAGES, REFUND_REASON_MAX, RefundBodyObjectSchema, refineRefundBody, type AdminPurchaseDetail, type RefundBody, type RefundTarget } from '@/lib/schemas/admin-purchases';
import { Done, Form, Hint, ServerError, TextAreaField } from '../admin-form-parts';
import { ConfirmStep, useConfirmStep } from '../confirm-step';
import { bodyResolver, toNumber } from '../body-resolver';
import { RefundAccountFields, type RefundFormValues } from './refund-account-fields';
import { useSingleFlight } from './use-single-flight';

type Values = RefundFormValues;
type Props = { purchase: Pick<AdminPurchaseDetail, 'id' | 'method' | 'paymentKey' | 'refundable'> };

const TARGET_LABELS: Record<RefundTarget, string> = { CARD: '카드 취소', POINT: '적립금', CASH: '계좌' };
/** 계좌로 돌려줄 수 있는 결제: 가상계좌(결제사가 환불), 무통장입금(운영자가 이체) */
const CASH_METHODS = ['NO_DEPOSIT', 'VIRTUAL_ACCOUNT'];

/** 공유 스키마에 '돌려줄 수 있는 금액 이하'를 더한다: 서버도 같은 규칙으로 409 를 준다 */
const schemaFor = (refundable: number) =>
  RefundBodyObjectSchema.extend({
    amount: z
      .number({ error: '환불 금액을 입력해주세요.' })
      .int({ error: REFUND_AMOUNT_MESSAGES.integer })
      .min(1, { error: REFUND_AMOUNT_MESSAGES.min })
      .max(refundable, { error: errorMessage('REFUND_EXCEEDS_PAID', { refundable: formatCount(refundable) }) }),
  }).superRefine(refineRefundBody);

/** 계좌 칸은 계좌로 환불할 때만 본문에 넣는다 */
const toBody = (v: Values) => ({ ...v, amount: toNumber(v.amount), refundAccount: v.to === 'CASH' ? { ...v.refundAccount, bankCode: v.refundAccount.bankCode as BankCode } : undefined });

/** 결제 완료·부분 환불 주문의 환불. 카드 결제는 카드로, 계좌 결제(무통장입금·가상계좌)는 회원 계좌로, 어느 것이든 적립금으로 */
export function RefundForm({ purchase: p }: Props) {
  const refund = useRefundPurchase();
  const flight = useSingleFlight<'refund'>();
  const busy = flight.isPending('refund');
  const cardOk = (p.method === 'CARD' || p.method === 'EASY_PAY') && !!p.paymentKey;
  const cashOk = !!p.method && CASH_METHODS.includes(p.method);
  const [pending, setPending] = useState<RefundBody | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const resolver = useMemo(
    () => bodyResolver<Values, ReturnType<typeof schemaFor>>(schemaFor(p.refundable), toBody),
    [p.refundable],
  );
  // 되돌릴 수 없으니 한 번 더 묻는다: '환불 내용 확인' 자리에 묻는 칸이 서고, 닫으면(Escape 포함) 그 단추로 초점이 돌아간다
  const { asking, trigger, open, cancel, confirm } = useConfirmStep();
  const { register, handleSubmit, reset, control, setError, getValues, formState: { errors } } = useForm<Values, unknown, RefundBody>({
    resolver,
    defaultValues: { to: cardOk ? 'CARD' : 'POINT', amount: String(p.refundable), reason: '', refundAccount: { bankCode: '', accountNumber: '', holderName: '' } },
  });
  const to = useWatch({ control, name: 'to' });

  const submit = (body: RefundBody) =>
    flight.run('refund', async () => {
    setServerError(null);
    try {
      const result = await refund.mutateAsync({ id: p.id, body });
      const transfer = result.awaitingTransfer ? ' 계좌 이체는 환불 이체 화면에서 완료로 표시해주세요.' : '';
      setDone(`${formatWon(result.amount)}을(를) ${TARGET_LABELS[result.to]}(으)로 환불했습니다. 남은 환불 가능 금액 ${formatWon(result.refundable)}${transfer}`);
      reset({ to: body.to, amount: String(result.refundable), reason: '', refundAccount: { bankCode: '', accountNumber: '', holderName: '' } });
    } catch (e) {
      // 칸을 짚은 거절(금액, 계좌)은 그 칸 아래에, 나머지는 단추 위에
      setServerError(showServerError(e, { setError, getValues }));
    }
  });

  return (
    <Section aria-labelledby="refund-form">
      <h2 id="refund-form">환불</h2>
      <Hint>환불 가능 금액 {formatWon(p.refundable)}</Hint>
      {done && <Done role="status">{done}</Done>}
      {p.refundable === 0 ? (
        <Hint>{errorMessage('NOTHING_TO_REFUND')}</Hint>
      ) : (
      <Form
        noValidate
        aria-labelledby="refund-form"
        onSubmit={handleSubmit((body) => {
          setPending(body);
          open();
        })}
      >
        <Targets>
          <legend>환불 방법</legend>
          <label>
            <input type="radio" value="CARD" disabled={!cardOk} {...register('to')} /> 카드 취소
          </label>
          <label>
            <input type="radio" value="POINT" {...register('to')} /> 적립금
          </label>
          {cashOk && (
            <label>
              <input type="radio" value="CASH" {...register('to')} /> 계좌로 환불
            </label>
          )}
          {!cardOk && !cashOk && <Hint>카드·계좌 결제가 아니어서 적립금으로만 환불할 수 있습니다.</Hint>}
        </Targets>
        {to === 'CASH' && <RefundAccountFields register={register} errors={errors} />}
        {to === 'CASH' && p.method === 'NO_DEPOSIT' && <Hint>무통장입금은 환불이 바로 기록되고, 이체는 환불 이체 화면에서 이체일과 함께 완료로 표시합니다.</Hint>}
        <TextField label="환불 금액 (원)" inputMode="numeric" error={errors.amount?.message} {...register('amount')} />
        <TextAreaField label="환불 사유" rows={3} maxLength={REFUND_REASON_MAX} error={errors.reason?.message} {...register('reason')} />
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
        {asking && pending ? (
          <ConfirmStep label="환불 확인" confirmLabel="환불하기" onConfirm={() => confirm(() => submit(pending))} onCancel={cancel}>
            {formatWon(pending.amount ?? p.refundable)}을(를) {TARGET_LABELS[pending.to]}(으)로 환불할까요? 되돌릴 수 없습니다.
          </ConfirmStep>
        ) : (
          <Button ref={trigger} type="submit" variant="secondary" disabled={busy}>
            {busy ? '처리 중…' : '환불 내용 확인'}
          </Button>
        )}
      </Form>
      )}
    </Section>
  );
}

const Targets = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: theme.typography.size.sm,
  legend: { marginBottom: 6, fontWeight: theme.typography.weight.semibold },
  label: { display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: theme.layout.tapTarget },
}));
