import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { QueryProvider } from '@/components/query-provider';
import { SocialCallback } from '@/components/social-accounts/social-callback';
import { SOCIAL_PROVIDERS, SOCIAL_PROVIDER_SLUGS } from '@/lib/schemas/social-accounts';

export const metadata: Metadata = { title: '소셜 로그인', robots: { index: false } };

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null);

/** 제공자가 돌려보내는 주소(/account/social/kakao?code=...&state=...). 제공자에 등록한 redirect URI 가 이것이다 */
export default async function SocialCallbackPage({ params, searchParams }: { params: Promise<{ provider: string }>; searchParams: Promise<Query> }) {
  const { provider: slug } = await params;
  const provider = SOCIAL_PROVIDERS.find((p) => SOCIAL_PROVIDER_SLUGS[p] === slug);
  if (!provider) notFound();
  const query = await searchParams;
  return (
    <QueryProvider>
      <SocialCallback provider={provider} code={one(query.code)} state={one(query.state)} error={one(query.error)} />
    </QueryProvider>
  );
}
