'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import { showServerError } from '@/components/account/server-error-message';
import { useReplyQna } from '@/lib/api/admin-qnas';
import { INQUIRY_REPLY_MAX, QNA_MESSAGES, type AdminQna } from '@/lib/schemas/qnas';
import { Form, Hint, ServerError, TextAreaField } from '../admin-form-parts';

type Values = { reply: string; notify: boolean };

/**
 * 답변 등록·수정. 처음 답하면 메일 수신 회원에게 메일이 가고, 고칠 때는 '메일 다시 보내기'를 골라야 간다.
 * 저장하면 문의가 다시 불려 와 폼이 새로 그려지므로, 결과 안내는 부모(onSaved)가 들고 있는다
 */
export function QnaReplyForm({ qna, onSaved }: { qna: AdminQna; onSaved: (message: string | null) => void }) {
  const mutation = useReplyQna();
  const answered = qna.status === 'ANSWERED';
  const { register, handleSubmit, setError, getValues, formState } = useForm<Values>({ defaultValues: { reply: qna.reply ?? '', notify: false } });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    onSaved(null);
    setServerError(null);
    try {
      const result = await mutation.mutateAsync({ id: qna.id, body: { reply: values.reply, ...(answered ? { notify: values.notify } : {}) } });
      onSaved(result.mailQueued ? '답변을 저장하고 회원에게 메일을 보냈습니다.' : '답변을 저장했습니다.');
    } catch (error) {
      // 답변 칸을 짚은 검증 실패(길이, 제어 문자)는 그 칸 아래에, 나머지(없는 문의 등)는 전처럼 단추 위에
      setServerError(showServerError(error, { setError, getValues }));
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="답변">
      <TextAreaField
        label="답변"
        maxLength={INQUIRY_REPLY_MAX}
        error={formState.errors.reply?.message}
        {...register('reply', { validate: (v) => v.trim() !== '' || QNA_MESSAGES.replyRequired })}
      />
      {answered && qna.receiveEmail && <Checkbox label="수정한 답변을 메일로 다시 보내기" {...register('notify')} />}
      {!answered && (
        <Hint>{qna.receiveEmail ? '회원이 메일 수신을 선택했습니다: 답변을 등록하면 메일이 한 통 갑니다.' : '회원이 메일 수신을 선택하지 않았습니다.'}</Hint>
      )}
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Button type="submit" disabled={mutation.isPending}>
        {answered ? '답변 수정' : '답변 등록'}
      </Button>
    </Form>
  );
}
