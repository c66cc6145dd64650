import type { Metadata } from 'next';
import { ResetPasswordView } from '@/components/account/reset-password/reset-password-view';
import { QueryProvider } from '@/components/query-provider';

export const metadata: Metadata = { title: '비밀번호 찾기', robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <QueryProvider>
      <ResetPasswordView token={typeof token === 'string' ? token : null} />
    </QueryProvider>
  );
}
