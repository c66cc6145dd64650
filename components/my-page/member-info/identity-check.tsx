'use client';

import { useQuery } from '@tanstack/react-query';
import { SocialButtons } from '@/components/social-accounts/social-buttons';
import { MEMBER_INFO_PATH } from '@/components/social-accounts/paths';
import { useUser } from '@/hooks/use-user';
import { socialAccountsQuery } from '@/lib/api/social-accounts';
import { SocialProviderSchema } from '@/lib/schemas/social-accounts';
import { PasswordCheckForm } from './password-check-form';
import { Hint } from './parts';

type IdentityCheckProps = { memberId: number; notice: string | null; onChecked: () => void };

/**
 * 1단계 본인 확인. 비밀번호가 있으면 비밀번호로, 소셜로 가입해 비밀번호가 없으면 연결한 제공자로 다시 로그인한다
 * (purpose REAUTH: 콜백이 check-pwd 와 같은 myInfoSession 쿠키를 두고 이 화면으로 돌아온다).
 */
export function IdentityCheck({ memberId, notice, onChecked }: IdentityCheckProps) {
  const { publicInfo } = useUser();
  const registrationType = publicInfo?.registrationType ?? null;
  const social = registrationType !== null && registrationType !== 'EMAIL';
  const accounts = useQuery({ ...socialAccountsQuery(memberId), enabled: social });

  // 가입 방법을 알기 전에는 어느 쪽도 그리지 않는다: 소셜 회원에게 비밀번호 칸이 잠깐 보이지 않게
  if (registrationType === null || (social && accounts.isPending)) return <Hint>확인하는 중…</Hint>;
  // 목록을 못 읽었으면 비밀번호 칸으로: 비밀번호가 없으면 api 가 그 이유를 알려 준다
  if (!social || !accounts.data || accounts.data.hasPassword) return <PasswordCheckForm memberId={memberId} notice={notice} onChecked={onChecked} />;

  const linked = accounts.data.items.map((a) => a.provider);
  const own = SocialProviderSchema.safeParse(registrationType);
  const providers = linked.length > 0 ? linked : own.success ? [own.data] : [];
  return (
    <div role="group" aria-label="본인 확인">
      <Hint>{notice ?? '회원 정보를 보호하기 위해 가입한 계정으로 다시 로그인해 본인임을 확인해주세요.'}</Hint>
      <SocialButtons purpose="REAUTH" providers={providers} redirectUri={MEMBER_INFO_PATH} action="본인 확인" />
    </div>
  );
}
