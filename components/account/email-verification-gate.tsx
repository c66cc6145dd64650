'use client';

import { useState } from 'react';
import { useUser } from '@/hooks/use-user';
import { isEmailNotVerified } from '@/lib/api/email-verifications';
import { errorMessage } from '@/lib/schemas/errors';
import { ServerError } from './form-layout';

/**
 * 문의·후기 작성 폼의 이메일 인증 관문. 인증 전인 줄 알면 미리 막고(긴 글을 쓰고 나서 거절당하지 않게),
 * 모르고 보냈다가 서버가 403 EMAIL_NOT_VERIFIED 로 거절해도 같은 안내를 띄운다.
 */
export function useEmailVerificationGate() {
  const { sensitiveInfo } = useUser();
  const [refused, setRefused] = useState(false);
  return {
    blocked: refused || sensitiveInfo?.emailVerified === false,
    /** 이메일 인증 때문에 거절된 실패면 안내를 켜고 true */
    refusedBy: (error: unknown) => {
      if (!isEmailNotVerified(error)) return false;
      setRefused(true);
      return true;
    },
  };
}

export function EmailNotVerifiedNotice() {
  return <ServerError role="alert">{errorMessage('EMAIL_NOT_VERIFIED')}</ServerError>;
}
