import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SigninForm } from '@/components/account/signin-form';
import { SigninReasonNotice } from '@/components/account/signin-reason-notice';
import { SectionHeading } from '@/components/layout/section-heading';
import { EmailDivider, SocialButtons } from '@/components/social-accounts/social-buttons';

export const metadata: Metadata = { title: '로그인' };

export default function SigninPage() {
  return (
    <>
      <SectionHeading as="h1">로그인</SectionHeading>
      {/* 까닭은 주소(?reason=)에서 브라우저가 읽는다: 화면은 정적으로 남는다 */}
      <Suspense fallback={null}>
        <SigninReasonNotice />
      </Suspense>
      <SocialButtons />
      <EmailDivider />
      <SigninForm />
    </>
  );
}
