'use client';

import styled from '@emotion/styled';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { policyPath } from '@/lib/schemas/policies';

type ConsentFields = {
  agreeTerms: true;
  agreePrivacy: true;
  ageOver14: true;
  agreeMarketingSms?: boolean;
  agreeMarketingEmail?: boolean;
};

type Props<T extends ConsentFields> = {
  // 두 가입 폼(이메일·소셜)의 값 모양이 달라 동의 칸만 좁혀 받는다
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
};

/**
 * 가입 폼의 동의 칸(이메일·소셜 가입이 함께 쓴다): 필수 셋(약관, 개인정보, 만 14세 이상)과 광고 수신 두 길.
 * 약관·개인정보 칸 옆에 그 정책 화면으로 가는 링크(새 창: 쓰던 폼이 지워지지 않게).
 */
export function SignupAgreements<T extends ConsentFields>({ register, errors }: Props<T>) {
  const reg = register as unknown as UseFormRegister<ConsentFields>;
  const err = errors as FieldErrors<ConsentFields>;
  return (
    <Box>
      <legend className="visually-hidden">약관 동의</legend>
      <Line>
        <Checkbox label="[필수] 이용약관 동의" error={err.agreeTerms?.message} {...reg('agreeTerms')} />
        <PolicyLink href={policyPath('TERMS')} label="이용약관" />
      </Line>
      <Line>
        <Checkbox label="[필수] 개인정보 수집·이용 동의" error={err.agreePrivacy?.message} {...reg('agreePrivacy')} />
        <PolicyLink href={policyPath('PRIVACY')} label="개인정보처리방침" />
      </Line>
      <Checkbox label="[필수] 만 14세 이상입니다" error={err.ageOver14?.message} {...reg('ageOver14')} />
      <Checkbox label="[선택] 광고성 정보 문자·카카오톡 수신 동의" {...reg('agreeMarketingSms')} />
      <Checkbox label="[선택] 광고성 정보 이메일 수신 동의" {...reg('agreeMarketingEmail')} />
    </Box>
  );
}

function PolicyLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      보기<span className="visually-hidden"> {label} (새 창)</span>
    </a>
  );
}

const Box = styled.fieldset(({ theme }) => ({
  margin: 0,
  padding: '8px 14px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
}));

const Line = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 8,
  '& > div': { flex: 1 },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    minWidth: 44,
    justifyContent: 'center',
    fontSize: theme.typography.size.sm,
    color: theme.color.textMuted,
    textDecoration: 'underline',
  },
}));
