'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { useMfaMutations } from '@/lib/api/admin-operators';
import { ServerError } from '../admin-form-parts';
import { MfaCodeForm } from './mfa-code-form';
import { RecoveryCodes } from './recovery-codes';

/** 등록: 시작 → QR(또는 직접 입력할 비밀) → 첫 코드 확인 → 복구 코드(한 번만) → 완료 */
export function MfaEnrolment({ onFinished }: { onFinished?: () => void }) {
  const { start, confirm, refresh } = useMfaMutations();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refresh();
          onFinished?.();
        }}
      />
    );
  }

  if (!start.data) {
    return (
      <Box>
        <p>Google Authenticator 같은 인증 앱으로 로그인할 때마다 6자리 코드를 한 번 더 확인합니다.</p>
        {start.error ? <ServerError role="alert">{serverErrorMessage(start.error)}</ServerError> : null}
        <Button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
          2단계 인증 등록 시작
        </Button>
      </Box>
    );
  }

  return (
    <Box>
      <p>인증 앱에서 QR 코드를 찍거나, 아래 비밀 키를 직접 입력한 뒤 앱에 보이는 6자리를 입력해주세요.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- 서버가 만든 SVG data URL 이라 최적화할 것이 없다 */}
      <img src={start.data.qrDataUrl} alt="인증 앱에 등록할 QR 코드" width={200} height={200} />
      <p>
        직접 입력할 비밀 키: <Secret aria-label="비밀 키">{start.data.secret}</Secret>
      </p>
      <MfaCodeForm
        submitLabel="확인하고 등록 마치기"
        pending={confirm.isPending}
        error={confirm.error}
        onSubmit={(body) => {
          if ('code' in body) confirm.mutate(body.code, { onSuccess: (r) => setCodes(r.recoveryCodes) });
        }}
      />
    </Box>
  );
}

const Box = styled.div({ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' });

const Secret = styled.code(({ theme }) => ({ wordBreak: 'break-all', fontSize: theme.typography.size.md, letterSpacing: 1 }));
