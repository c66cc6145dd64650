import type { Metadata } from 'next';
import { SignupForm } from '@/components/account/signup-form';
import { SectionHeading } from '@/components/layout/section-heading';
import { EmailDivider, SocialButtons } from '@/components/social-accounts/social-buttons';

export const metadata: Metadata = { title: '회원가입' };

export default function SignupPage() {
  return (
    <>
      <SectionHeading as="h1">회원가입</SectionHeading>
      <SocialButtons />
      <EmailDivider />
      <SignupForm />
    </>
  );
}
