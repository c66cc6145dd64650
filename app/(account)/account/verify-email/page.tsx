import type { Metadata } from 'next';
import { VerifyEmailView } from '@/components/account/verify-email-view';
import { QueryProvider } from '@/components/query-provider';

export const metadata: Metadata = { title: '이메일 인증', robots: { index: false } };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <QueryProvider>
      <VerifyEmailView token={typeof token === 'string' ? token : null} />
    </QueryProvider>
  );
}
