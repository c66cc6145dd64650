'use client';

import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

type Outcome = { ok: boolean; message: string } | null;

const FALLBACK = '인증 메일을 보내지 못했습니다. 잠시 후 다시 시도해주세요.';

/**
 * "인증 메일 다시 보내기"와 그 결과. 한도(1분에 한 통, 하루 5통)는 서버가 정하고, 넘으면 그 문구를 그대로 보여 준다.
 * 인증 배너와 만료된 링크 화면이 함께 쓴다.
 */
export function ResendVerificationButton() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      // 요청 코드(axios·zod)는 누를 때 불러온다: 모든 화면에 뜨는 배너가 첫 JS 를 키우지 않게
      const { resendVerificationMail } = await import('@/lib/api/email-verifications');
      setOutcome({ ok: true, message: (await resendVerificationMail()).message });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error && error.message ? error.message : FALLBACK });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Resend type="button" variant="secondary" block disabled={sending} onClick={() => void resend()}>
        인증 메일 다시 보내기
      </Resend>
      {outcome?.ok && <Sent role="status">{outcome.message}</Sent>}
      {outcome && !outcome.ok && <Refused role="alert">{outcome.message}</Refused>}
    </>
  );
}

// 손가락으로 누르기 쉬운 크기(44px 이상), 노란 배너 위에서도 버튼으로 보이게 흰 바탕
const Resend = styled(Button)(({ theme }) => ({ minHeight: theme.layout.tapTarget, background: theme.palette.white }));
const Sent = styled.p(({ theme }) => ({ color: theme.palette.mint[900], fontSize: theme.typography.size.sm }));
const Refused = styled.p(({ theme }) => ({ color: theme.color.danger, fontSize: theme.typography.size.sm }));
