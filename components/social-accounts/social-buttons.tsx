'use client';

import styled from '@emotion/styled';
import { ServerError } from '@/components/account/form-layout';
import { SOCIAL_PROVIDERS, type OAuthPurpose, type SocialProvider } from '@/lib/schemas/social-accounts';
import { BrandMark, LABEL_FONT, SOCIAL_BRANDS, SOCIAL_WITH } from './brands';
import { useStartOAuth } from './use-start-oauth';

type SocialButtonsProps = {
  purpose?: OAuthPurpose;
  /** 보일 제공자. 순서는 주는 순서와 상관없이 늘 카카오, 네이버, Google, Facebook */
  providers?: readonly SocialProvider[];
  /** 끝나고 돌아갈 곳. 주지 않으면 로그인 전에 가려던 곳(redirectUri 쿠키) */
  redirectUri?: string | null;
  /** 버튼 글자의 뒷부분: '카카오로 시작하기', '카카오로 본인 확인' */
  action?: string;
};

/** 제공자 버튼 묶음. 누르면 이 탭에 할 일을 적고 제공자의 동의 화면으로 떠난다 */
export function SocialButtons({ purpose = 'LOGIN', providers = SOCIAL_PROVIDERS, redirectUri, action = '시작하기' }: SocialButtonsProps) {
  const { start, busy, error } = useStartOAuth(purpose, redirectUri);
  const shown = SOCIAL_PROVIDERS.filter((p) => providers.includes(p));
  return (
    <Group>
      {shown.map((provider) => (
        <BrandButton
          key={provider}
          type="button"
          provider={provider}
          disabled={busy !== null}
          aria-busy={busy === provider || undefined}
          onClick={() => void start(provider)}
        >
          <BrandMark provider={provider} />
          <span>
            {SOCIAL_WITH[provider]} {action}
          </span>
        </BrandButton>
      ))}
      {error && <ServerError role="alert">{error}</ServerError>}
    </Group>
  );
}

const Group = styled.div({ display: 'flex', flexDirection: 'column', gap: 10 });

const BrandButton = styled('button', { shouldForwardProp: (p) => p !== 'provider' })<{ provider: SocialProvider }>(({ theme, provider }) => {
  const brand = SOCIAL_BRANDS[provider];
  return {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    // 엄지로 누르기 쉬운 높이: 입력칸과 같은 48
    minHeight: theme.layout.inputHeight,
    padding: '0 48px',
    borderRadius: theme.radius.md,
    border: `1px solid ${brand.border}`,
    background: brand.background,
    color: brand.color,
    fontSize: LABEL_FONT.size,
    fontWeight: LABEL_FONT.weight,
    lineHeight: 1.2,
    cursor: 'pointer',
    // 로고는 왼쪽에 붙이고 글자는 가운데: 네 버튼의 글자가 같은 줄에 선다
    svg: { position: 'absolute', left: 16, top: '50%', transform: 'translateY(-50%)' },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
    '&:focus-visible': { outline: `3px solid ${theme.color.text}`, outlineOffset: 2 },
  };
});

/** 소셜 버튼과 이메일 폼 사이의 가름줄 */
export function EmailDivider() {
  return (
    // 글자 그대로 읽히게 둔다: 화면 낭독기에도 아래가 이메일 폼이라는 안내가 된다
    <Divider>또는 이메일로</Divider>
  );
}

const Divider = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  margin: '24px 0',
  color: theme.color.textMuted,
  fontSize: theme.typography.size.sm,
  '&::before, &::after': { content: '""', flex: 1, height: 1, background: theme.color.border },
}));
