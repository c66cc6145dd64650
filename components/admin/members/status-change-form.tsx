'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerError } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { useChangeMemberStatus } from '@/lib/api/admin-members';
import { MemberStatusBodySchema, STATUS_REASON_MAX, type MemberStatusBody } from '@/lib/schemas/admin-members';
import { Form, FormActions, ServerError, TextAreaField } from '../admin-form-parts';
import { useOneSubmit } from './use-one-submit';

type Props = { memberId: number; to: 'NORMAL' | 'STOP'; onDone: (message: string) => void; onCancel: () => void };

/** 이용 정지·해제: 사유 필수. 정지하면 그 회원의 로그인이 모두 끊긴다는 것을 먼저 알린다 */
export function StatusChangeForm({ memberId, to, onDone, onCancel }: Props) {
  const change = useChangeMemberStatus(memberId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<MemberStatusBody, unknown, z.output<typeof MemberStatusBodySchema>>({
    resolver: zodResolver(MemberStatusBodySchema),
    defaultValues: { status: to, reason: '' },
  });

  const onSubmit = useOneSubmit(handleSubmit(async (body) => {
    setServerError(null);
    try {
      const r = await change.mutateAsync(body);
      if (!r.changed) return onDone('이미 그 상태입니다. 바뀐 것은 없습니다.');
      onDone(to === 'STOP' ? `이용을 정지했습니다. 로그인 ${r.revokedSessions}곳을 끊었습니다.` : '정지를 해제했습니다. 다시 로그인할 수 있습니다.');
    } catch (e) {
      setServerError(showServerError(e, { setError, getValues })); // 칸을 짚은 거절은 사유 칸 아래에
    }
  }));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={to === 'STOP' ? '이용 정지' : '정지 해제'}>
      <p>
        {to === 'STOP'
          ? '정지하면 이 회원의 모든 로그인이 바로 끊기고, 다시 로그인할 수 없습니다.'
          : '해제하면 회원이 다시 로그인해 이용할 수 있습니다.'}
      </p>
      <TextAreaField label="사유" rows={3} maxLength={STATUS_REASON_MAX} error={errors.reason?.message} {...register('reason')} />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          취소
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? '처리 중…' : to === 'STOP' ? '정지하기' : '해제하기'}
        </Button>
      </FormActions>
    </Form>
  );
}
