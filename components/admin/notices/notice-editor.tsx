'use client';

import { useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { adminNotices, useSaveContent } from '@/lib/api/admin-contents';
import { NoticeCreateBodySchema, type Notice, type NoticeCreateBody } from '@/lib/schemas/contents';
import { Form, SaveFooter, TextAreaField } from '../admin-form-parts';
import { ContentEditor } from '../contents/content-editor';
import { useSaveAndReturn } from '../use-save-and-return';
import { zodResolver } from '@hookform/resolvers/zod';

const LIST = '/admin/notices';

export function NoticeEditor({ id }: { id: number | null }) {
  return (
    <ContentEditor id={id} title="공지사항" listHref={LIST} resource={adminNotices}>
      {(notice) => <NoticeForm notice={notice} />}
    </ContentEditor>
  );
}

function NoticeForm({ notice }: { notice?: Notice }) {
  const save = useSaveContent(adminNotices);
  const { serverError, run } = useSaveAndReturn(LIST);
  // 입력칸과 본문의 모양이 같아 스키마를 그대로 쓴다
  const {
    setError,
    getValues,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NoticeCreateBody>({
    resolver: zodResolver(NoticeCreateBodySchema),
    defaultValues: { title: notice?.title ?? '', content: notice?.content ?? '', isPinned: notice?.isPinned ?? false, isVisible: notice?.isVisible ?? true },
  });
  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => save.mutateAsync({ id: notice?.id ?? null, body })));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={notice ? '공지 수정' : '공지 등록'}>
      <TextField label="제목" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="내용" rows={10} error={errors.content?.message} {...register('content')} />
      <Checkbox label="목록 맨 위에 고정" {...register('isPinned')} />
      <Checkbox label="스토어에 보이기" {...register('isVisible')} />
      <SaveFooter listHref={LIST} serverError={serverError} isSubmitting={isSubmitting} />
    </Form>
  );
}
