'use client';

import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EmailNotVerifiedNotice, useEmailVerificationGate } from '@/components/account/email-verification-gate';
import { showServerError } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FullScreenModal } from '@/components/ui/full-screen-modal';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useUser } from '@/hooks/use-user';
import { createMyQna, myQnaKeys, myQnaServicesQuery } from '@/lib/api/qnas';
import { leaveModalThen } from '@/lib/modal-leave';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_CONTENT_MAX,
  INQUIRY_TITLE_MAX,
  INQUIRY_SENT,
  InquiryFormSchema,
  QNA_MESSAGES,
  REPLY_QUESTION_TITLE,
  type InquiryCategory,
} from '@/lib/schemas/qnas';
import { SelectField, TextAreaField } from './inquiry-fields';
import { serviceChoiceLabel } from './service-choice';
import { useOnce } from './use-once';

export type InquiryWriteModalProps = { serviceId: number | null; category: InquiryCategory | null; onClose: () => void };

type FormValues = { category: InquiryCategory | ''; serviceId: string; title: string; content: string; receiveEmail: boolean };

export const CONTENT_PLACEHOLDER = '문의 내용을 작성해 주세요';
export const REPLY_CONTENT_PLACEHOLDER = '달아드릴 댓글을 한 줄에 하나씩 입력해 주세요.';

const categoryOptions = INQUIRY_CATEGORIES.map((value) => ({ value, label: INQUIRY_CATEGORY_LABELS[value] }));

/** modal=inquiryWrite: 1:1 문의 작성 (docs/product.md, Inquiry form) */
export function InquiryWriteModal({ serviceId, category, onClose }: InquiryWriteModalProps) {
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { memberId } = useUser();
  const services = useQuery(myQnaServicesQuery(memberId));
  const gate = useEmailVerificationGate();
  // 한 번 누르면 끝: 실패해도 풀지 않는다(docs/product.md, Inquiry form). 칸을 짚은 거절만 예외(아래 catch)
  const { locked, claim, release } = useOnce();

  const { register, control, handleSubmit, setValue, setError, getValues, formState } = useForm<FormValues>({
    defaultValues: {
      category: category ?? '',
      serviceId: serviceId ? String(serviceId) : '',
      title: category === 'REPLY_QUESTION' ? REPLY_QUESTION_TITLE : '',
      content: '',
      receiveEmail: false,
    },
  });
  const [currentCategory, title, content, currentService] = useWatch({ control, name: ['category', 'title', 'content', 'serviceId'] });
  const isReply = currentCategory === 'REPLY_QUESTION';

  // 미리 고른 서비스가 내 목록에 없으면 비운다(남의 서비스 번호를 보내지 않게)
  useEffect(() => {
    if (services.data && currentService && !services.data.some((s) => String(s.id) === currentService)) setValue('serviceId', '');
  }, [services.data, currentService, setValue]);

  // 보낼 수 있는지는 api 와 같은 스키마로 본다. 못 보내면 왜 못 보내는지를 단추 아래에 적는다(단추가 회색인 까닭)
  const missing = missingReasons({ category: currentCategory, serviceId: currentService, title, content, receiveEmail: false });
  const filled = missing.length === 0;

  const onSubmit = handleSubmit(async (values) => {
    if (memberId == null || values.category === '' || !claim()) return;
    try {
      await createMyQna({
        memberId,
        ...(values.serviceId ? { serviceId: Number(values.serviceId) } : {}),
        category: values.category,
        title: values.category === 'REPLY_QUESTION' ? REPLY_QUESTION_TITLE : values.title.trim(),
        content: values.content.trim(),
        receiveEmail: values.receiveEmail,
      });
      void queryClient.invalidateQueries({ queryKey: myQnaKeys.all(memberId) });
      // 보낸 뒤 문의 내역으로 간다: 알림은 그 화면에서 보인다
      toast.show(INQUIRY_SENT, { on: '/inquiry' });
      await leaveModalThen(onClose, () => router.push('/inquiry'));
    } catch (error) {
      // 회원이 할 일이 있는 거절만 화면에 알린다: 이메일 인증 전, 그리고 칸을 짚은 거절(남의 서비스, 검증)은 그 칸 아래에.
      // 칸을 짚은 거절은 문의가 만들어지지 않은 것이라 잠금을 풀어 고쳐 다시 보내게 한다.
      // 나머지는 docs/product.md (Inquiry form) 대로 화면 문구 없이 잠긴 채(http 층이 /api/log 로 이미 보냈다)
      if (gate.refusedBy(error)) return;
      console.error('문의하기 실패', error); // docs/product.md, Inquiry form: 실패는 모두 남긴다(칸 아래에 보인 거절도)
      if (showServerError(error, { setError, getValues }) === null) release();
    }
  });

  const serviceOptions = (services.data ?? []).map((s) => ({ value: String(s.id), label: serviceChoiceLabel(s) }));
  const noServices = services.data !== undefined && services.data.length === 0;
  const blockedHint = !filled && !locked && memberId != null && !gate.blocked;

  return (
    <FullScreenModal title="1:1 문의 작성" onClose={onClose}>
      <Form onSubmit={onSubmit} noValidate aria-label="1:1 문의 작성">
        <Legend>
          <span aria-hidden="true">*</span> 표시는 꼭 입력할 칸입니다.
        </Legend>
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <SelectField
              label="문의 유형"
              placeholder="문의 유형을 선택해 주세요"
              options={categoryOptions}
              required
              error={fieldState.error?.message}
              {...field}
              onChange={(e) => {
                const next = e.target.value as FormValues['category'];
                field.onChange(next);
                // 댓글 정보 입력은 제목이 정해져 있다. 다른 유형으로 바꾸면 그 제목을 비운다
                if (next === 'REPLY_QUESTION') setValue('title', REPLY_QUESTION_TITLE);
                else if (isReply) setValue('title', '');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="serviceId"
          render={({ field, fieldState }) => (
            <SelectField
              label="상품 (선택)"
              placeholder="선택하지 않음"
              options={serviceOptions}
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        {noServices && <Hint>구매한 상품이 없습니다. 상품을 고르지 않고 문의할 수 있습니다.</Hint>}
        <TextField
          label="제목"
          placeholder="제목을 입력해 주세요"
          maxLength={INQUIRY_TITLE_MAX}
          disabled={isReply}
          required
          counter={isReply ? undefined : { length: title.length, max: INQUIRY_TITLE_MAX }}
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label="문의 내용"
          placeholder={isReply ? REPLY_CONTENT_PLACEHOLDER : CONTENT_PLACEHOLDER}
          required
          // 붙여 넣은 글을 몰래 자르지 않는다: 넘으면 글자 수가 빨개지고 칸 아래에서 알린다
          counter={{ length: content.trim().length, max: INQUIRY_CONTENT_MAX, overMessage: QNA_MESSAGES.contentTooLong }}
          error={formState.errors.content?.message}
          {...register('content')}
        />
        <Checkbox label="답변을 이메일로 받기" {...register('receiveEmail')} />
        {gate.blocked && <EmailNotVerifiedNotice />}
        <Button
          type="submit"
          block
          disabled={!filled || locked || memberId == null || gate.blocked}
          aria-describedby={blockedHint ? SUBMIT_HINT_ID : undefined}
        >
          문의하기
        </Button>
        {blockedHint && (
          <Hint id={SUBMIT_HINT_ID}>
            문의하려면: {missing.join(' ')}
          </Hint>
        )}
        <Button type="button" variant="secondary" block onClick={() => void leaveModalThen(onClose, () => router.push('/inquiry'))}>
          문의 내역
        </Button>
      </Form>
    </FullScreenModal>
  );
}

const SUBMIT_HINT_ID = 'inquiry-submit-hint';

/** 아직 보낼 수 없는 까닭들: 칸마다 스키마의 첫 문구 하나(빈 제목에 '2자 이상' 까지 겹쳐 말하지 않게), 칸 순서대로 */
function missingReasons(values: FormValues): string[] {
  const parsed = InquiryFormSchema.safeParse(values);
  if (parsed.success) return [];
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField.values()];
}

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 16 });

const Legend = styled.p(({ theme }) => ({
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
  span: { color: theme.color.danger },
}));

const Hint = styled.p(({ theme }) => ({ marginTop: -8, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
