'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { adminFaqs, useSaveContent } from '@/lib/api/admin-contents';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FaqCreateBodySchema, type Faq, type FaqCreateBody } from '@/lib/schemas/contents';
import { Form, SaveFooter, SelectField, TextAreaField } from '../admin-form-parts';
import { ContentEditor } from '../contents/content-editor';
import { useSaveAndReturn } from '../use-save-and-return';

const LIST = '/admin/faqs';

export function FaqEditor({ id }: { id: number | null }) {
  return (
    <ContentEditor id={id} title="FAQ" listHref={LIST} resource={adminFaqs}>
      {(faq) => <FaqForm faq={faq} />}
    </ContentEditor>
  );
}

function FaqForm({ faq }: { faq?: Faq }) {
  const save = useSaveContent(adminFaqs);
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    setError,
    getValues,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FaqCreateBody>({
    resolver: zodResolver(FaqCreateBodySchema),
    defaultValues: { category: faq?.category ?? 'ORDER', question: faq?.question ?? '', answer: faq?.answer ?? '', isVisible: faq?.isVisible ?? true },
  });
  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => save.mutateAsync({ id: faq?.id ?? null, body })));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={faq ? 'FAQ 수정' : 'FAQ 등록'}>
      <SelectField label="분류" error={errors.category?.message} {...register('category')}>
        {FAQ_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {FAQ_CATEGORY_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <TextField label="질문" error={errors.question?.message} {...register('question')} />
      <TextAreaField label="답변" rows={8} error={errors.answer?.message} {...register('answer')} />
      <Checkbox label="스토어에 보이기" {...register('isVisible')} />
      <SaveFooter listHref={LIST} serverError={serverError} isSubmitting={isSubmitting} />
    </Form>
  );
}
