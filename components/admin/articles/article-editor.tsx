'use client';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { adminArticles, useSaveContent } from '@/lib/api/admin-contents';
import { ArticleCreateBodySchema, type Article } from '@/lib/schemas/contents';
import { Form, SaveFooter, TextAreaField } from '../admin-form-parts';
import { bodyResolver } from '../body-resolver';
import { ContentEditor } from '../contents/content-editor';
import { ImageFormField } from '../image-form-field';
import { isoToSeoulLocal, seoulLocalToIso } from '../seoul-time';
import { useSaveAndReturn } from '../use-save-and-return';

const LIST = '/admin/articles';

type Values = { title: string; summary: string; content: string; thumbnailUrl: string | null; isVisible: boolean; publishedAt: string };

// 공개 시각을 비우면 서버가 '지금'으로 둔다
const resolver = bodyResolver<Values, typeof ArticleCreateBodySchema>(ArticleCreateBodySchema, (v) => ({
  ...v,
  publishedAt: seoulLocalToIso(v.publishedAt) ?? undefined,
}));

export function ArticleEditor({ id }: { id: number | null }) {
  return (
    <ContentEditor id={id} title="아티클" listHref={LIST} resource={adminArticles}>
      {(article) => <ArticleForm article={article} />}
    </ContentEditor>
  );
}

function ArticleForm({ article }: { article?: Article }) {
  const save = useSaveContent(adminArticles);
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    setError,
    getValues,
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ArticleCreateBodySchema>>({
    resolver,
    defaultValues: {
      title: article?.title ?? '',
      summary: article?.summary ?? '',
      content: article?.content ?? '',
      thumbnailUrl: article?.thumbnailUrl ?? null,
      isVisible: article?.isVisible ?? true,
      publishedAt: isoToSeoulLocal(article?.publishedAt),
    },
  });
  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => save.mutateAsync({ id: article?.id ?? null, body })));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={article ? '아티클 수정' : '아티클 등록'}>
      <TextField label="제목" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="요약" rows={3} error={errors.summary?.message} {...register('summary')} />
      <TextAreaField label="본문" rows={12} error={errors.content?.message} {...register('content')} />
      <ImageFormField control={control} name="thumbnailUrl" label="대표 이미지" optional />
      <TextField label="공개 시각 (한국 시간, 비우면 지금)" type="datetime-local" error={errors.publishedAt?.message} {...register('publishedAt')} />
      <Checkbox label="스토어에 보이기" {...register('isVisible')} />
      <SaveFooter listHref={LIST} serverError={serverError} isSubmitting={isSubmitting} />
    </Form>
  );
}
