'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { Form, ServerError } from '@/components/account/form-layout';
import { type ServerErrorForm, showServerError } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { CellPhoneField, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useUser } from '@/hooks/use-user';
import { formatPhone } from '@/lib/format';
import { resetMyEmail, resetMyPassword, resetMyPhone } from '@/lib/api/member-info';
import { MEMBER_INFO_MESSAGES, NewPasswordFormSchema, ResetEmailBodySchema, ResetPhoneBodySchema } from '@/lib/schemas/member-info';
import { Done, Hint, isSessionRequired, Section } from './parts';

type FormProps = { memberId: number; onSessionLost: () => void };

/**
 * 보내기 → 성공 문구 또는 서버 오류(칸을 가리키면 그 칸 아래). 세션이 끝났으면 비밀번호 확인으로 돌려보낸다.
 * 바꿨다는 말은 잠깐 뜨는 알림으로, 이어서 할 일이 있는 안내(메일을 열어야 끝난다)는 폼 아래에 남긴다
 */
function useSubmitState(onSessionLost: () => void) {
  const toast = useToast();
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const run = async <T extends FieldValues>(form: ServerErrorForm<T>, work: () => Promise<string>, keep = false) => {
    setDone(null);
    setServerError(null);
    try {
      const message = await work();
      if (keep) setDone(message);
      else toast.show(message);
    } catch (error) {
      if (isSessionRequired(error)) onSessionLost();
      else setServerError(showServerError(error, form));
    }
  };
  return { done, serverError, run };
}

export function PasswordChangeForm({ memberId, onSessionLost }: FormProps) {
  const state = useSubmitState(onSessionLost);
  const { register, handleSubmit, reset, setError, getValues, formState } = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const onSubmit = handleSubmit((v) =>
    state.run({ setError, getValues }, async () => {
      await resetMyPassword(memberId, { password: v.password });
      reset();
      return '비밀번호를 바꿨습니다. 다른 기기에서는 다시 로그인해야 합니다.';
    }),
  );
  return (
    <Section aria-labelledby="pw-heading">
      <h2 id="pw-heading">비밀번호 변경</h2>
      <Form onSubmit={onSubmit} noValidate>
        <TextField label="새 비밀번호" type="password" autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
        <TextField
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
          error={formState.errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        {state.serverError && <ServerError role="alert">{state.serverError}</ServerError>}
        <Button type="submit" block disabled={formState.isSubmitting}>
          비밀번호 변경
        </Button>
      </Form>
    </Section>
  );
}

export function PhoneChangeForm({ memberId, onSessionLost }: FormProps) {
  const { sensitiveInfo, refetch } = useUser();
  const state = useSubmitState(onSessionLost);
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver: zodResolver(ResetPhoneBodySchema),
    defaultValues: { cellPhone: '' },
  });
  const onSubmit = handleSubmit((v) =>
    state.run({ setError, getValues }, async () => {
      await resetMyPhone(memberId, v);
      await refetch();
      return '휴대폰 번호를 바꿨습니다.';
    }),
  );
  return (
    <Section aria-labelledby="phone-heading">
      <h2 id="phone-heading">휴대폰 번호 변경</h2>
      {sensitiveInfo?.cellPhone && <Hint>지금 번호: {formatPhone(sensitiveInfo.cellPhone)}</Hint>}
      <Form onSubmit={onSubmit} noValidate>
        <CellPhoneField label="새 휴대폰 번호" error={formState.errors.cellPhone?.message} {...register('cellPhone')} />
        {state.serverError && <ServerError role="alert">{state.serverError}</ServerError>}
        <Button type="submit" block disabled={formState.isSubmitting}>
          휴대폰 번호 변경
        </Button>
      </Form>
    </Section>
  );
}

export function EmailChangeForm({ memberId, onSessionLost }: FormProps) {
  const { sensitiveInfo } = useUser();
  const state = useSubmitState(onSessionLost);
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver: zodResolver(ResetEmailBodySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((v) =>
    state.run({ setError, getValues }, async () => {
      await resetMyEmail(memberId, v);
      return MEMBER_INFO_MESSAGES.changeMailSent;
    }, true),
  );
  return (
    <Section aria-labelledby="email-heading">
      <h2 id="email-heading">이메일 변경</h2>
      {sensitiveInfo?.email && <Hint>지금 이메일: {sensitiveInfo.email}</Hint>}
      <Form onSubmit={onSubmit} noValidate>
        <TextField label="새 이메일" type="email" inputMode="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        {state.serverError && <ServerError role="alert">{state.serverError}</ServerError>}
        {state.done && <Done role="status">{state.done}</Done>}
        <Button type="submit" block disabled={formState.isSubmitting}>
          인증 메일 보내기
        </Button>
      </Form>
    </Section>
  );
}
