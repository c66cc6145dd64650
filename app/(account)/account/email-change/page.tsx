import type { Metadata } from 'next';
import { EmailChangeConfirm } from '@/components/my-page/member-info/email-change-confirm';
import { QueryProvider } from '@/components/query-provider';

export const metadata: Metadata = { title: '이메일 변경', robots: { index: false } };

export default async function EmailChangePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <QueryProvider>
      <EmailChangeConfirm token={typeof token === 'string' ? token : null} />
    </QueryProvider>
  );
}
