'use client';

import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { adminBanners, useSaveContent } from '@/lib/api/admin-contents';
import { BannerCreateBodySchema, type Banner } from '@/lib/schemas/contents';
import { Form, SaveFooter } from '../admin-form-parts';
import { bodyResolver } from '../body-resolver';
import { ContentEditor } from '../contents/content-editor';
import { DisplayWindowFields, linkBodyOf, windowBodyOf, windowValuesOf, type WindowValues } from '../contents/display-window';
import { ImageFormField } from '../image-form-field';
import { useSaveAndReturn } from '../use-save-and-return';

const LIST = '/admin/banners';

type Values = WindowValues & { title: string; imageUrl: string | null; linkUrl: string; isVisible: boolean };

const resolver = bodyResolver<Values, typeof BannerCreateBodySchema>(BannerCreateBodySchema, (v) => ({
  title: v.title,
  // 이미지가 없으면 undefined 로 넘겨 스키마의 '이미지 주소를 입력해주세요.' 가 나오게 한다
  imageUrl: v.imageUrl ?? (undefined as unknown as string),
  linkUrl: linkBodyOf(v.linkUrl),
  isVisible: v.isVisible,
  ...windowBodyOf(v),
}));

export function BannerEditor({ id }: { id: number | null }) {
  return (
    <ContentEditor id={id} title="배너" listHref={LIST} resource={adminBanners}>
      {(banner) => <BannerForm banner={banner} />}
    </ContentEditor>
  );
}

export function BannerForm({ banner }: { banner?: Banner }) {
  const save = useSaveContent(adminBanners);
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    setError,
    getValues,
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof BannerCreateBodySchema>>({
    resolver,
    defaultValues: {
      title: banner?.title ?? '',
      imageUrl: banner?.imageUrl ?? null,
      linkUrl: banner?.linkUrl ?? '',
      isVisible: banner?.isVisible ?? true,
      ...windowValuesOf(banner),
    },
  });
  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => save.mutateAsync({ id: banner?.id ?? null, body })));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={banner ? '배너 수정' : '배너 등록'}>
      <TextField label="제목" error={errors.title?.message} {...register('title')} />
      <ImageFormField control={control} name="imageUrl" label="배너 이미지" />
      <TextField label="링크 주소" placeholder="/channels/1 또는 https://..." error={errors.linkUrl?.message} {...register('linkUrl')} />
      <DisplayWindowFields register={register as unknown as UseFormRegister<WindowValues>} errors={errors as FieldErrors<WindowValues>} />
      <Checkbox label="스토어에 보이기" {...register('isVisible')} />
      <SaveFooter listHref={LIST} serverError={serverError} isSubmitting={isSubmitting} />
    </Form>
  );
}
