'use client';

import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EmailNotVerifiedNotice, useEmailVerificationGate } from '@/components/account/email-verification-gate';
import { Button } from '@/components/ui/button';
import { FullScreenModal } from '@/components/ui/full-screen-modal';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useUser } from '@/hooks/use-user';
import { formatWon } from '@/lib/format';
import { reviewableServicesQuery, useCreateReview } from '@/lib/api/reviews';
import { leaveModalThen } from '@/lib/modal-leave';
import { ReviewFormSchema, type ReviewFormValues } from '@/lib/schemas/reviews';
import { REVIEW_CONTENT_MAX, REVIEW_HINTS, REVIEW_MESSAGES, REVIEW_RATING_DEFAULT, REVIEW_TITLE_MAX } from '@/lib/schemas/review-rules';
import { ReviewContentField, ServiceSelect } from './review-form-fields';
import { ReviewImagePicker } from './review-image-picker';
import { StarRatingInput } from './star-rating-input';
import { useReviewImages } from './use-review-images';

export type ReviewWriteModalProps = { serviceId: number | null; onClose: () => void };

/** modal=reviewWrite: 후기 작성 (docs/product.md, Review form) */
export function ReviewWriteModal({ serviceId, onClose }: ReviewWriteModalProps) {
  const router = useRouter();
  const toast = useToast();
  const { memberId } = useUser();
  const services = useQuery(reviewableServicesQuery(memberId));
  const images = useReviewImages();
  const create = useCreateReview(memberId);
  const gate = useEmailVerificationGate();
  const [submitting, setSubmitting] = useState(false);
  const started = useRef(false);

  const { register, control, handleSubmit, setValue, getValues, getFieldState, trigger, formState } = useForm<ReviewFormValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { serviceId: serviceId ?? 0, rating: REVIEW_RATING_DEFAULT, title: '', content: '' },
  });
  const { errors } = formState;
  const values = useWatch({ control });
  const title = values.title ?? '';
  const content = values.content ?? '';

  // 목록이 오면 미리 고른 서비스를 다시 고른다(선택지가 생기기 전에는 고를 수 없다). 쓸 수 없는 서비스면 비운다
  const list = services.data?.myServiceList;
  useEffect(() => {
    const chosen = getValues('serviceId');
    if (list && chosen) setValue('serviceId', list.some((s) => s.id === chosen) ? chosen : 0);
  }, [list, getValues, setValue]);

  // 검사는 칸을 벗어날 때(onBlur), 한 번 벗어난 칸은 고칠 때마다 다시(docs/product.md, Review form).
  // react-hook-form 의 reValidateMode 는 제출 뒤에만 쓰이므로, 제출 전에는 여기서 다시 검사한다
  const revalidate = (name: keyof ReviewFormValues) => ({
    onChange: () => {
      if (getFieldState(name).isTouched) void trigger(name);
    },
  });

  // 버튼은 지금 값으로 판단한다: mode 'onBlur' 의 isValid 는 칸을 벗어나야 바뀌어, 내용을 다 쓰고도 버튼이 잠겨 있게 된다
  const hasErrors = Object.keys(errors).length > 0;
  const complete = ReviewFormSchema.safeParse(values).success;
  const disabled = !complete || hasErrors || images.uploading || submitting || memberId == null || gate.blocked;

  const save = async (values: ReviewFormValues) => {
    if (started.current || memberId == null) return;
    started.current = true;
    setSubmitting(true);
    let granted = 0;
    try {
      granted = (await create.mutateAsync({ memberId, ...values, imageUrlList: images.urls })).pointsGranted;
    } catch (error) {
      // 실패는 화면에 보이지 않는다(docs/product.md, Review form): http 가 /api/log 에 남긴다. 이메일 인증 전이라 거절된 것만 알린다(회원이 할 일이 있다)
      gate.refusedBy(error);
      started.current = false;
      setSubmitting(false);
      return;
    }
    // 후기 화면은 Next 의 라우트 캐시(ISR)에서 온다. api 는 웹의 reviews 태그를 비운 뒤 답하므로, 브라우저가 들고 있던
    // 화면(라우터 캐시)만 버리면 옮겨 간 /review 에 방금 쓴 후기가 있다
    router.refresh();
    // 같은 문장(docs/product.md 의 등록되었습니다)을 화면 아래 알림으로: 막는 창은 초점을 빼앗고 한 번 더 눌러야 넘어간다
    // 적립금을 주었으면(세 줄 이상) 그것도 함께 말한다: api 가 답한 금액 그대로
    toast.show(granted > 0 ? `${REVIEW_MESSAGES.registered}. 적립금 ${formatWon(granted)}이 적립되었습니다.` : REVIEW_MESSAGES.registered, { on: '/review' });
    await leaveModalThen(onClose, () => router.push('/review'));
  };

  return (
    <FullScreenModal title="후기 작성" onClose={onClose}>
      <Form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        <ServiceSelect
          services={list ?? []}
          error={errors.serviceId?.message}
          {...register('serviceId', { valueAsNumber: true, ...revalidate('serviceId') })}
        />
        <Field>
          <FieldLabel aria-hidden>별점</FieldLabel>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => <StarRatingInput value={field.value} onChange={field.onChange} />}
          />
        </Field>
        <TextField
          label="제목"
          placeholder="제목을 입력해주세요"
          maxLength={REVIEW_TITLE_MAX}
          counter={{ length: title.length, max: REVIEW_TITLE_MAX }}
          error={errors.title?.message}
          {...register('title', revalidate('title'))}
        />
        <ReviewContentField
          counter={{ length: content.length, max: REVIEW_CONTENT_MAX }}
          error={errors.content?.message}
          {...register('content', revalidate('content'))}
        />
        <ReviewImagePicker images={images.images} full={images.full} onAdd={images.add} onRemove={images.remove} rejection={images.rejection} />
        <Hints aria-label="후기 작성 안내">
          {REVIEW_HINTS.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </Hints>
        {gate.blocked && <EmailNotVerifiedNotice />}
        <Button type="submit" block disabled={disabled}>
          등록하기
        </Button>
        {memberId == null && <Muted>로그인한 회원만 후기를 작성할 수 있습니다.</Muted>}
      </Form>
    </FullScreenModal>
  );
}

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 20 });

const Field = styled.div({ display: 'flex', flexDirection: 'column', gap: 6 });

const FieldLabel = styled.span(({ theme }) => ({ fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold }));

const Hints = styled.ul(({ theme }) => ({
  margin: 0,
  padding: '12px 16px 12px 28px',
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  fontSize: theme.typography.size.xs,
  color: theme.color.textMuted,
  lineHeight: 1.6,
}));

const Muted = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));
