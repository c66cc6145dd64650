'use client';

import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUser } from '@/hooks/use-user';
import { isApiError } from '@/lib/api/http';
import { useChangeServiceAccount } from '@/lib/api/my-services';
import type { MyService } from '@/lib/schemas/services';
import { TARGET_RULES, normalizeTarget } from '@/lib/schemas/targets';
import { Section } from '@/components/my-page/purchases/detail-parts';

/** 대상 변경: 작업이 시작되기 전에만. 규칙은 주문 폼과 같은 normalizeTarget, 최종 판단은 api */
export function AccountForm({ service }: { service: Pick<MyService, 'id' | 'targetKind' | 'targetKey'> }) {
  const { memberId } = useUser();
  const change = useChangeServiceAccount(memberId, service.id);
  const rule = TARGET_RULES[service.targetKind];
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = normalizeTarget(service.targetKind, value);
    if (!result.ok) return setError(result.message);
    setError(null);
    change.mutate(result.targetKey, { onSuccess: () => setValue('') });
  };

  const serverError = change.isError ? (isApiError(change.error) ? change.error.message : '대상을 바꾸지 못했습니다. 잠시 후 다시 시도해주세요.') : null;
  return (
    <Section aria-labelledby="account-form">
      <h2 id="account-form">대상 변경</h2>
      <Form onSubmit={submit} noValidate>
        <TextField label={`새 ${rule.label}`} placeholder={rule.placeholder} value={value} onChange={(e) => setValue(e.target.value)} error={error ?? undefined} />
        {serverError && <Message role="alert">{serverError}</Message>}
        {change.isSuccess && <Done role="status">대상을 {service.targetKey}(으)로 바꿨습니다.</Done>}
        <Button type="submit" variant="secondary" disabled={change.isPending || !value.trim()}>
          {change.isPending ? '바꾸는 중…' : '대상 변경'}
        </Button>
      </Form>
    </Section>
  );
}

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 8 });
const Message = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.danger }));
const Done = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.palette.mint[900] }));
