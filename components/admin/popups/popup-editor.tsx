'use client';

import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { adminPopups, useSaveContent } from '@/lib/api/admin-contents';
import { PopupCreateBodySchema, type Popup } from '@/lib/schemas/contents';
import { Form, SaveFooter, TextAreaField } from '../admin-form-parts';
import { bodyResolver } from '../body-resolver';
import { ContentEditor } from '../contents/content-editor';
import { DisplayWindowFields, linkBodyOf, windowBodyOf, windowValuesOf, type WindowValues } from '../contents/display-window';
import { ImageFormField } from '../image-form-field';
import { useSaveAndReturn } from '../use-save-and-return';

const LIST = '/admin/popups';

type Values = WindowValues & { title: string; content: string; imageUrl: string | null; linkUrl: string; isVisible: boolean };

const resolver = bodyResolver<Values, typeof PopupCreateBodySchema>(PopupCreateBodySchema, (v) => ({
  title: v.title,
  content: v.content,
  imageUrl: v.imageUrl,
  linkUrl: linkBodyOf(v.linkUrl),
  isVisible: v.isVisible,
  ...windowBodyOf(v),
}));

export function PopupEditor({ id }: { id: number | null }) {
  return (
    <ContentEditor id={id} title="팝업" listHref={LIST} resource={adminPopups}>
      {(popup) => <PopupForm popup={popup} />}
    </ContentEditor>
  );
}

function PopupForm({ popup }: { popup?: Popup }) {
  const save = useSaveContent(adminPopups);
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    setError,
    getValues,
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof PopupCreateBodySchema>>({
    resolver,
    defaultValues: {
      title: popup?.title ?? '',
      content: popup?.content ?? '',
      imageUrl: popup?.imageUrl ?? null,
      linkUrl: popup?.linkUrl ?? '',
      isVisible: popup?.isVisible ?? true,
      ...windowValuesOf(popup),
    },
  });
  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => save.mutateAsync({ id: popup?.id ?? null, body })));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={popup ? '팝업 수정' : '팝업 등록'}>
      <TextField label="제목" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="내용" rows={5} error={errors.content?.message} {...register('content')} />
      <ImageFormField control={control} name="imageUrl" label="팝업 이미지" optional />
      <TextField label="링크 주소" placeholder="/channels/1 또는 https://..." error={errors.linkUrl?.message} {...register('linkUrl')} />
      <DisplayWindowFields register={register as unknown as UseFormRegister<WindowValues>} errors={errors as FieldErrors<WindowValues>} />
      <Checkbox label="스토어에 보이기" {...register('isVisible')} />
      <SaveFooter listHref={LIST} serverError={serverError} isSubmitting={isSubmitting} />
    </Form>
  );
}
