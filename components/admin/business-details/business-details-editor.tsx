'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerError } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { adminBusinessDetailsQuery, useSaveBusinessDetails } from '@/lib/api/business-details';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { BusinessDetailsBodySchema, formatRegistrationNumber, type BusinessDetails, type BusinessDetailsBody } from '@/lib/schemas/business-details';
import { Done, Form, Hint, ServerError } from '../admin-form-parts';
import { Note, PageHead } from '../admin-list-parts';

/** 사업자 정보(전자상거래법 §10): 모든 운영자가 보고 OWNER 만 저장한다. 저장하면 스토어 아래쪽이 바로 바뀐다 */
export function BusinessDetailsEditor() {
  const details = useQuery(adminBusinessDetailsQuery());
  const me = useQuery(adminMeQuery());
  return (
    <>
      <PageHead title="사업자 정보" />
      <Hint>스토어의 모든 화면 아래쪽과 결제 화면에 보입니다. 바꾼 내용은 작업 기록에 남습니다.</Hint>
      {details.isPending || me.isPending ? (
        <Note>불러오는 중…</Note>
      ) : details.error ? (
        <Note role="alert">사업자 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Note>
      ) : (
        <DetailsForm details={details.data ?? null} canEdit={me.data?.adminRole === 'OWNER'} />
      )}
    </>
  );
}

const FIELDS: { name: keyof BusinessDetailsBody; label: string; hint?: string }[] = [
  { name: 'companyName', label: '상호' },
  { name: 'representative', label: '대표자' },
  { name: 'address', label: '주소' },
  { name: 'phone', label: '전화번호' },
  { name: 'email', label: '이메일' },
  { name: 'registrationNumber', label: '사업자등록번호', hint: '000-00-00000' },
  { name: 'mailOrderNumber', label: '통신판매업 신고번호' },
  { name: 'hostingProvider', label: '호스팅 제공자' },
  { name: 'privacyOfficerName', label: '개인정보 보호책임자' },
  { name: 'privacyOfficerContact', label: '개인정보 보호책임자 연락처' },
];

function DetailsForm({ details, canEdit }: { details: BusinessDetails | null; canEdit: boolean }) {
  const save = useSaveBusinessDetails();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<BusinessDetailsBody>({
    resolver: zodResolver(BusinessDetailsBodySchema),
    defaultValues: Object.fromEntries(
      FIELDS.map(({ name }) => [name, name === 'registrationNumber' && details ? formatRegistrationNumber(details.registrationNumber) : (details?.[name] ?? '')]),
    ),
  });
  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
    } catch (e) {
      setServerError(showServerError(e, { setError, getValues }));
    }
  });
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="사업자 정보">
      {!canEdit && <Hint>사업자 정보는 대표 운영자(OWNER)만 바꿀 수 있습니다.</Hint>}
      {FIELDS.map(({ name, label, hint }) => (
        <TextField key={name} label={label} placeholder={hint} readOnly={!canEdit} error={errors[name]?.message} {...register(name)} />
      ))}
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      {saved && <Done role="status">저장했습니다. 스토어 아래쪽에 곧 반영됩니다.</Done>}
      {canEdit && (
        <Button type="submit" disabled={isSubmitting}>
          저장
        </Button>
      )}
    </Form>
  );
}
