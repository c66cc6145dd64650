import type { Metadata } from 'next';
import { SigninForm } from '@/components/account/signin-form';
import { SectionHeading } from '@/components/layout/section-heading';

export const metadata: Metadata = { title: '로그인' };

export default function SigninPage() {
  return (
    <>
      <SectionHeading as="h1">로그인</SectionHeading>
      <SigninForm />
    </>
  );
}
