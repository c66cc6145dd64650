'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useCreateTask } from '@/lib/api/admin-tasks';
import { AdminTaskCreateBodySchema, TASK_MEMO_MAX } from '@/lib/schemas/admin-tasks';
import { FieldGroup, FieldRow, Form, FormActions, Hint, ServerError, TextAreaField } from '../admin-form-parts';
import { EditorHead } from '../admin-list-parts';

type Values = Record<'serviceId' | 'memberId' | 'productId' | 'panelId' | 'panelServiceId' | 'targetKey' | 'quantity' | 'runs' | 'interval' | 'memo', string>;
const EMPTY: Values = { serviceId: '', memberId: '', productId: '', panelId: '', panelServiceId: '', targetKey: '', quantity: '', runs: '', interval: '', memo: '' };

const num = (v: string) => (v.trim() === '' ? undefined : Number(v.trim()));
const text = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** 폼 값(글자) → 요청 본문. 검증은 서버와 같은 스키마로 */
function toBody(v: Values) {
  return {
    serviceId: num(v.serviceId),
    memberId: num(v.memberId),
    productId: num(v.productId),
    panelId: num(v.panelId),
    panelServiceId: text(v.panelServiceId),
    targetKey: text(v.targetKey),
    quantity: num(v.quantity) ?? Number.NaN,
    runs: num(v.runs),
    interval: num(v.interval),
    memo: text(v.memo),
  };
}

/** /admin/tasks/new: 다시 보내기·나눠 보내기·고객 대신 주문. ?serviceId= 로 오면 그 서비스가 채워져 있다 */
export function TaskCreateForm({ serviceId }: { serviceId?: number }) {
  const router = useRouter();
  const create = useCreateTask();
  const [values, setValues] = useState<Values>({ ...EMPTY, serviceId: serviceId ? String(serviceId) : '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <>
      <EditorHead title="작업 만들기" backHref="/admin/tasks" />
      <Form
        noValidate
        aria-label="작업 만들기"
        onSubmit={async (e) => {
          e.preventDefault();
          const parsed = AdminTaskCreateBodySchema.safeParse(toBody(values));
          if (!parsed.success) {
            const next: Partial<Record<keyof Values, string>> = {};
            for (const issue of parsed.error.issues) {
              const key = String(issue.path[0] ?? 'serviceId') as keyof Values;
              next[key] ??= key === 'quantity' && !values.quantity.trim() ? '수량을 입력해주세요.' : issue.message;
            }
            return setErrors(next);
          }
          setErrors({});
          setServerError(null);
          try {
            const task = await create.mutateAsync(parsed.data);
            router.push(`/admin/tasks/${task.id}`);
          } catch (err) {
            setServerError(serverErrorMessage(err));
          }
        }}
      >
        <FieldGroup>
          <legend>무엇을</legend>
          <Hint>서비스 번호를 적으면 회원·상품·대상을 그 서비스에서 가져옵니다. 아니면 상품이나 패널 서비스를 정해주세요.</Hint>
          <FieldRow>
            <TextField label="서비스 번호" inputMode="numeric" {...field('serviceId')} />
            <TextField label="회원 번호" inputMode="numeric" {...field('memberId')} />
          </FieldRow>
          <FieldRow>
            <TextField label="상품 번호" inputMode="numeric" {...field('productId')} />
            <TextField label="패널 번호" inputMode="numeric" {...field('panelId')} />
            <TextField label="패널 서비스 번호" {...field('panelServiceId')} />
          </FieldRow>
        </FieldGroup>
        <FieldGroup>
          <legend>어디에 얼마나</legend>
          <TextField label="대상(계정·주소)" placeholder={values.serviceId ? '비우면 서비스의 대상' : '예: growth.account'} {...field('targetKey')} />
          <FieldRow>
            <TextField label="수량" inputMode="numeric" {...field('quantity')} />
            <TextField label="반복 횟수(선택)" inputMode="numeric" {...field('runs')} />
            <TextField label="간격(분, 선택)" inputMode="numeric" {...field('interval')} />
          </FieldRow>
          <TextAreaField label="메모" rows={3} maxLength={TASK_MEMO_MAX} {...field('memo')} />
        </FieldGroup>
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
        <FormActions>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? '만드는 중…' : '작업 만들기'}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
