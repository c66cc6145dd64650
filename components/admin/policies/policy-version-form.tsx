'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { usePolicyVersionMutations } from '@/lib/api/policies';
import { POLICY_KINDS, POLICY_LABELS, PolicyVersionCreateBodySchema, type PolicyVersionCreateBody } from '@/lib/schemas/policies';
import { Form, Hint, SaveFooter, SelectField, TextAreaField } from '../admin-form-parts';
import { EditorHead } from '../admin-list-parts';
import { useSaveAndReturn } from '../use-save-and-return';

const LIST = '/admin/policies';

/** 새 판(OWNER): 시행일이 오늘이면 바로 시행, 뒤의 날짜면 예약. 판은 만든 뒤 고치지 않는다(동의한 글이 남아야 하므로) */
export function PolicyVersionForm() {
  const { create } = usePolicyVersionMutations();
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PolicyVersionCreateBody>({
    resolver: zodResolver(PolicyVersionCreateBodySchema),
    defaultValues: { kind: 'TERMS', summary: '', content: '', effectiveDate: '' },
  });
  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => create.mutateAsync(body)));
  return (
    <>
      <EditorHead title="정책 새 판" backHref={LIST} />
      <Form onSubmit={onSubmit} noValidate aria-label="정책 새 판">
        <SelectField label="정책" error={errors.kind?.message} {...register('kind')}>
          {POLICY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {POLICY_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField label="시행일" type="date" error={errors.effectiveDate?.message} {...register('effectiveDate')} />
        <Hint>오늘 날짜면 바로 시행되고, 뒤의 날짜면 그날 0시(한국 시간)에 시행됩니다. 회원에게 불리한 변경은 30일, 그 밖의 변경은 7일 앞서 공지해주세요.</Hint>
        <TextField label="변경 내용(한 줄)" error={errors.summary?.message} {...register('summary')} />
        <TextAreaField label="본문" rows={16} error={errors.content?.message} {...register('content')} />
        <SaveFooter listHref={LIST} serverError={serverError} isSubmitting={isSubmitting} />
      </Form>
    </>
  );
}
