'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ServerError } from '@/components/account/form-layout';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useUser } from '@/hooks/use-user';
import { withdraw } from '@/lib/api/member-info';
import { endSession } from '@/lib/api/sessions';
import { clearSessionCookies } from '@/lib/session/client';
import { Hint, isSessionRequired, Section } from './parts';

/** 회원 탈퇴: 지워지는 것과 법으로 남는 것을 알리고 한 번 더 확인한다. 끝나면 로그아웃처럼 정리하고 완료 화면으로 */
export function WithdrawalSection({ memberId, onSessionLost }: { memberId: number; onSessionLost: () => void }) {
  const router = useRouter();
  const { clearUserInfo } = useUser();
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setServerError(null);
    try {
      await withdraw(memberId);
      clearSessionCookies();
      // 세션은 탈퇴가 이미 닫았다: 웹 서버가 HttpOnly 리프레시 쿠키만 지우면 된다(기다리지 않는다)
      void endSession(undefined);
      clearUserInfo();
      router.replace('/account/withdrawn');
    } catch (error) {
      if (isSessionRequired(error)) onSessionLost();
      else setServerError(serverErrorMessage(error));
      setPending(false);
    }
  };

  return (
    <Section aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">회원 탈퇴</h2>
      {!open ? (
        <Button type="button" variant="secondary" block onClick={() => setOpen(true)}>
          회원 탈퇴
        </Button>
      ) : (
        <div role="group" aria-label="회원 탈퇴 확인">
          <Hint>탈퇴하면 바로 지워지는 것: 이메일, 이름, 휴대폰 번호, 비밀번호, 남은 적립금, 쿠폰, 장바구니. 다시 되돌릴 수 없습니다.</Hint>
          <Hint>
            전자상거래법에 따라 남는 것: 구매·결제 기록(5년), 문의 기록(3년). 연락처 없이 보관되며, 작성한 후기는 &apos;탈퇴한 회원&apos;으로
            표시됩니다.
          </Hint>
          <Hint>진행 중인 서비스나 결제 대기 중인 주문이 있으면 탈퇴할 수 없습니다.</Hint>
          <Checkbox label="위 내용을 확인했으며 탈퇴에 동의합니다." checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          {serverError && <ServerError role="alert">{serverError}</ServerError>}
          <Button type="button" block disabled={!agreed || pending} onClick={confirm}>
            탈퇴하기
          </Button>
          <Button type="button" variant="ghost" block onClick={() => setOpen(false)}>
            취소
          </Button>
        </div>
      )}
    </Section>
  );
}
