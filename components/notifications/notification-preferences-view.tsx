'use client';

import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ServerError } from '@/components/account/form-layout';
import { serverErrorMessage, showServerError } from '@/components/account/server-error-message';
import { SectionHeading } from '@/components/layout/section-heading';
import { Done, Hint, Section } from '@/components/my-page/member-info/parts';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useUser } from '@/hooks/use-user';
import { notificationPreferenceKeys, notificationPreferencesQuery, saveNotificationPreferences } from '@/lib/api/notification-preferences';
import { formatDate, formatPhone } from '@/lib/format';
import {
  NOTIFICATION_PREFERENCE_CATEGORY_LABELS,
  NOTIFICATION_PREFERENCE_CHANNEL_LABELS,
  NOTIFICATION_PREFERENCE_MESSAGES,
  UpdateNotificationPreferencesBodySchema,
  type NotificationPreferenceCategory,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferencesBody,
} from '@/lib/schemas/notifications';
import { PreferenceToggle } from './preference-toggle';

/** 묶음마다 어떤 알림이 들어 있는지: 회원이 끌 때 무엇을 놓치는지 알게 */
const CATEGORY_DESCRIPTIONS: Record<NotificationPreferenceCategory, string> = {
  orderUpdates: '주문 접수와 입금 안내, 입금 기한 알림, 결제 완료, 환불',
  serviceUpdates: '서비스 시작·완료, 데일리 서비스 종료, 리필 접수·완료',
  inquiryUpdates: '1:1 문의에 답변이 달렸을 때',
};

const MARKETING_DESCRIPTION =
  '할인·이벤트 소식을 문자로 보냅니다. 광고 문자는 밤 9시부터 다음 날 아침 8시(21:00~08:00)까지는 보내지 않고, ' +
  '맨 앞에 (광고)를 붙이며 무료 수신거부 방법을 함께 적습니다. 동의하지 않아도 주문·서비스 알림은 그대로 받습니다.';

const formValuesOf = (p: NotificationPreferencesResponse): UpdateNotificationPreferencesBody => ({
  kakao: p.kakao,
  sms: p.sms,
  mail: p.mail,
  orderUpdates: p.orderUpdates,
  serviceUpdates: p.serviceUpdates,
  inquiryUpdates: p.inquiryUpdates,
  agreeMarketing: p.agreeMarketing,
});

/** 광고 수신 동의·철회의 처리 결과(정보통신망법 제50조): 누가, 무엇을, 언제 처리했는지 */
const consentResultOf = (p: NotificationPreferencesResponse) =>
  p.marketingConsentChangedAt
    ? `그로스몰 광고성 정보 수신 ${p.agreeMarketing ? '동의' : '거부'}가 ${formatDate(p.marketingConsentChangedAt)}에 처리되었습니다.`
    : null;

/** 마이페이지 '알림 설정': 받을 방법, 받을 알림, 광고성 정보 수신 동의 */
export function NotificationPreferencesView() {
  const { memberId } = useUser();
  return (
    <>
      <SectionHeading as="h1">알림 설정</SectionHeading>
      {memberId != null && <Loaded memberId={memberId} />}
    </>
  );
}

function Loaded({ memberId }: { memberId: number }) {
  const query = useQuery(notificationPreferencesQuery(memberId));
  if (query.error) return <ServerError role="alert">{serverErrorMessage(query.error)}</ServerError>;
  if (!query.data) return <Hint>불러오는 중…</Hint>;
  return <PreferencesForm memberId={memberId} saved={query.data} />;
}

function PreferencesForm({ memberId, saved }: { memberId: number; saved: NotificationPreferencesResponse }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { sensitiveInfo } = useUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const [consentResult, setConsentResult] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, getValues, control, formState } = useForm<UpdateNotificationPreferencesBody>({
    resolver: zodResolver(UpdateNotificationPreferencesBodySchema),
    defaultValues: formValuesOf(saved),
  });
  const errors = formState.errors;
  const [kakao, sms, mail] = useWatch({ control, name: ['kakao', 'sms', 'mail'] });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setConsentResult(null);
    try {
      const next = await saveNotificationPreferences(memberId, values);
      queryClient.setQueryData(notificationPreferenceKeys.detail(memberId), next);
      reset(formValuesOf(next));
      setConsentResult(consentResultOf(next));
      toast.show(NOTIFICATION_PREFERENCE_MESSAGES.saved);
    } catch (error) {
      setServerError(showServerError(error, { setError, getValues }));
    }
  });

  const phone = sensitiveInfo?.cellPhone ? formatPhone(sensitiveInfo.cellPhone) : null;
  const email = sensitiveInfo?.email ?? null;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={formState.isSubmitting || undefined}>
      <Section aria-labelledby="notify-channels-heading">
        <h2 id="notify-channels-heading">받을 방법</h2>
        <Hint>주문과 서비스 소식을 어디로 받을지 고르세요.</Hint>
        <List>
          <PreferenceToggle
            label={NOTIFICATION_PREFERENCE_CHANNEL_LABELS.kakao}
            description={sms ? '카카오톡으로 받습니다. 카카오톡으로 받지 못하면 문자로 대신 보냅니다.' : '카카오톡으로 받습니다.'}
            error={errors.kakao?.message}
            {...register('kakao')}
          />
          <PreferenceToggle
            label={NOTIFICATION_PREFERENCE_CHANNEL_LABELS.sms}
            description={phone ? `${phone} 번호로 보냅니다.` : '회원 정보의 휴대폰 번호로 보냅니다.'}
            error={errors.sms?.message}
            {...register('sms')}
          />
          <PreferenceToggle
            label={NOTIFICATION_PREFERENCE_CHANNEL_LABELS.mail}
            description={email ? `${email} 주소로 보냅니다.` : '등록된 이메일이 없어 메일은 보내지 않습니다.'}
            error={errors.mail?.message}
            {...register('mail')}
          />
        </List>
        {!kakao && !sms && !mail && (
          <Warning>받을 방법을 모두 끄면 주문·서비스 소식을 알림으로 받지 못합니다. 진행 상황은 마이페이지에서 볼 수 있습니다.</Warning>
        )}
        <Hint>
          휴대폰 번호와 이메일은 <InlineLink href="/my-page/member-info">회원 정보</InlineLink>에서 바꿉니다.
        </Hint>
      </Section>

      <Section aria-labelledby="notify-categories-heading">
        <h2 id="notify-categories-heading">받을 알림</h2>
        <List>
          {(['orderUpdates', 'serviceUpdates', 'inquiryUpdates'] as const).map((name) => (
            <PreferenceToggle
              key={name}
              label={NOTIFICATION_PREFERENCE_CATEGORY_LABELS[name]}
              description={CATEGORY_DESCRIPTIONS[name]}
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </List>
        <Hint>이메일 인증과 비밀번호 재설정 메일은 이 설정과 관계없이 보냅니다.</Hint>
      </Section>

      <Section aria-labelledby="notify-marketing-heading">
        <h2 id="notify-marketing-heading">광고성 정보 수신</h2>
        <List>
          <PreferenceToggle label="광고성 정보 수신 동의(선택)" description={MARKETING_DESCRIPTION} error={errors.agreeMarketing?.message} {...register('agreeMarketing')} />
        </List>
      </Section>

      <Footer>
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
        {consentResult && <Done role="status">{consentResult}</Done>}
        <Button type="submit" block disabled={formState.isSubmitting}>
          저장
        </Button>
      </Footer>
    </form>
  );
}

const List = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });

const Warning = styled.p(({ theme }) => ({
  padding: '10px 12px',
  borderRadius: theme.radius.md,
  background: theme.palette.yellow[50],
  color: theme.palette.yellow[900],
  fontSize: theme.typography.size.sm,
}));

const InlineLink = styled(Link)(({ theme }) => ({ color: theme.color.primary, fontWeight: theme.typography.weight.semibold, textDecoration: 'underline' }));

const Footer = styled.div({ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 16 });
