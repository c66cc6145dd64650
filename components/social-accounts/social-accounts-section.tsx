'use client';

import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ServerError } from '@/components/account/form-layout';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Done, Hint, isSessionRequired, Section } from '@/components/my-page/member-info/parts';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { socialAccountKeys, socialAccountsQuery, unlinkSocialAccount } from '@/lib/api/social-accounts';
import { formatDate } from '@/lib/format';
import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS, type SocialAccount, type SocialProvider } from '@/lib/schemas/social-accounts';
import { BrandMark } from './brands';
import { MEMBER_INFO_PATH } from './paths';
import { useStartOAuth } from './use-start-oauth';


/** 회원 정보의 '로그인 연결': 네 제공자마다 연결됨(이메일·날짜)과 해제, 또는 연결하기 */
export function SocialAccountsSection({ memberId, onSessionLost }: { memberId: number; onSessionLost: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery(socialAccountsQuery(memberId));
  const oauth = useStartOAuth('LINK', MEMBER_INFO_PATH);
  const [confirming, setConfirming] = useState<SocialProvider | null>(null);
  const [unlinking, setUnlinking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // 확인 묶음이 열리면 그 안으로, 닫히면 누른 버튼(해제했으면 그 버튼이 사라지므로 제목)으로 초점을 옮긴다
  const confirmRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const triggers = useRef(new Map<SocialProvider, HTMLButtonElement | null>());
  const returnTo = useRef<SocialProvider | 'heading' | null>(null);
  useEffect(() => {
    if (confirming) {
      confirmRef.current?.focus();
      return;
    }
    const target = returnTo.current;
    returnTo.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) triggers.current.get(target)?.focus();
  }, [confirming]);
  const closeConfirm = (to: SocialProvider | 'heading') => {
    returnTo.current = to;
    setConfirming(null);
  };

  const unlink = async (provider: SocialProvider) => {
    setUnlinking(true);
    setServerError(null);
    setDone(null);
    try {
      await unlinkSocialAccount(memberId, provider);
      await queryClient.invalidateQueries({ queryKey: socialAccountKeys.list(memberId) });
      setDone(`${SOCIAL_PROVIDER_LABELS[provider]} 연결을 해제했습니다.`);
      closeConfirm('heading');
    } catch (error) {
      // 마지막 로그인 방법이면 api 가 거절한다: 그 이유를 그대로 보인다
      if (isSessionRequired(error)) onSessionLost();
      else setServerError(serverErrorMessage(error));
      closeConfirm(provider);
    } finally {
      setUnlinking(false);
    }
  };

  const linked = new Map<SocialProvider, SocialAccount>((query.data?.items ?? []).map((a) => [a.provider, a]));
  return (
    <Section aria-labelledby="social-heading">
      <h2 id="social-heading" ref={headingRef} tabIndex={-1}>
        로그인 연결
      </h2>
      <Hint>연결한 계정으로도 로그인할 수 있습니다. 로그인할 방법이 하나는 남아 있어야 합니다.</Hint>
      {query.error && <ServerError role="alert">{serverErrorMessage(query.error)}</ServerError>}
      {query.data && (
        <List>
          {SOCIAL_PROVIDERS.map((provider) => {
            const label = SOCIAL_PROVIDER_LABELS[provider];
            const account = linked.get(provider);
            return (
              <Row key={provider} aria-label={label}>
                <BrandMark provider={provider} size={28} tile />
                <Body>
                  <Name>
                    {label} {account && <StatusBadge tone="done">연결됨</StatusBadge>}
                  </Name>
                  {account && (
                    <Detail>
                      {account.email ?? '이메일 없음'} · {formatDate(account.linkedAt)} 연결
                    </Detail>
                  )}
                </Body>
                {account ? (
                  <Button
                    type="button"
                    variant="secondary"
                    ref={(el) => {
                      triggers.current.set(provider, el);
                    }}
                    onClick={() => setConfirming(provider)}
                    disabled={unlinking}
                    aria-label={`${label} 연결 해제`}
                    aria-expanded={confirming === provider}
                  >
                    연결 해제
                  </Button>
                ) : (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => void oauth.start(provider)}
                    disabled={oauth.busy !== null}
                    aria-busy={oauth.busy === provider || undefined}
                    aria-label={`${label} 연결하기`}
                  >
                    연결하기
                  </Button>
                )}
                {confirming === provider && (
                  <Confirm
                    role="group"
                    ref={confirmRef}
                    tabIndex={-1}
                    aria-label={`${label} 연결 해제 확인`}
                    aria-describedby={`unlink-${provider}-question`}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') closeConfirm(provider);
                    }}
                  >
                    <p id={`unlink-${provider}-question`}>
                      {label} 연결을 해제할까요? 해제하면 {label} 계정으로는 로그인할 수 없습니다.
                    </p>
                    <Button type="button" onClick={() => void unlink(provider)} disabled={unlinking}>
                      해제
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => closeConfirm(provider)}>
                      취소
                    </Button>
                  </Confirm>
                )}
              </Row>
            );
          })}
        </List>
      )}
      {(serverError ?? oauth.error) && <ServerError role="alert">{serverError ?? oauth.error}</ServerError>}
      {done && <Done role="status">{done}</Done>}
    </Section>
  );
}

const List = styled.ul({ display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0, listStyle: 'none' });

const Row = styled.li(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '12px 0',
  '& + &': { borderTop: `1px solid ${theme.color.border}` },
}));

const Body = styled.div({ flex: 1, minWidth: 0 });

const Name = styled.p(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: 6, fontWeight: theme.typography.weight.semibold }));

const Detail = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted, wordBreak: 'break-all' }));

const Confirm = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  padding: 12,
  borderRadius: theme.radius.md,
  background: theme.palette.white,
  p: { width: '100%', fontSize: theme.typography.size.sm },
}));
