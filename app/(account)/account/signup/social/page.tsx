import type { Metadata } from 'next';
import { SocialSignupForm } from '@/components/social-accounts/social-signup-form';

export const metadata: Metadata = { title: '간편 가입', robots: { index: false } };

export default function SocialSignupPage() {
  return <SocialSignupForm />;
}
