'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { useUser } from '@/hooks/use-user';
import { forgetVerificationMailSent } from '@/lib/session/verification-notice';

// 보이는 부분(문구, 다시 보내기)은 인증 전 회원에게만 필요하다: 그때 불러온다. React.lazy 인 까닭은 modal-host 와 같다
const EmailVerificationNotice = lazy(() => import('./email-verification-notice'));

/**
 * 인증 전(REQUIRED_EMAIL_AUTH) 회원에게 모든 화면 위에 뜨는 안내: 결제·문의·후기가 왜 막히는지와 인증 메일 다시 보내기.
 * 가입 직후에는 "메일을 보냈다"는 가입 안내를 겸한다.
 */
export function EmailVerificationBanner() {
  const { sensitiveInfo } = useUser();
  const pathname = usePathname();
  const verified = sensitiveInfo?.emailVerified;

  useEffect(() => {
    if (verified === true) forgetVerificationMailSent();
  }, [verified]);

  // 인증 화면은 결과를 스스로 알린다
  if (!sensitiveInfo || sensitiveInfo.emailVerified || pathname?.startsWith('/account/verify-email')) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice email={sensitiveInfo.email ?? null} />
    </Suspense>
  );
}
