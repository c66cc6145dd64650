import type { Metadata } from 'next';
import { SigninForm } from '@/components/account/signin-form';
import { SectionHeading } from '@/components/layout/section-heading';
import { EmailDivider, SocialButtons } from '@/components/social-accounts/social-buttons';

export const metadata: Metadata = { title: '로그인' };

export default function SigninPage() {
  return (
    <>
      <SectionHeading as="h1">로그인</SectionHeading>
      <SocialButtons />
      <EmailDivider />
      <SigninForm />
    </>
  );
}
