import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PolicyView } from '@/components/policies/policy-view';
import { getPolicy } from '@/lib/api/policies';
import { kindOfSlug, POLICY_LABELS, POLICY_SLUGS, PolicySlugSchema, type PolicySlug } from '@/lib/schemas/policies';
import { shopMetadata } from '../../shop-metadata';

type Props = { params: Promise<{ slug: string }> };

// 세 화면을 미리 그려 캐시한다(ISR): 새 판을 만들면 api 가 policies 태그를 비우고, 예약한 판은 60초 안에 보인다
export function generateStaticParams(): { slug: PolicySlug }[] {
  return Object.values(POLICY_SLUGS).map((slug) => ({ slug }));
}
export const revalidate = 60;
export const dynamicParams = false;

async function slugOf(params: Props['params']): Promise<PolicySlug> {
  const parsed = PolicySlugSchema.safeParse((await params).slug);
  if (!parsed.success) notFound();
  return parsed.data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const title = POLICY_LABELS[kindOfSlug(await slugOf(params))];
  return shopMetadata({ title, description: `그로스몰 ${title}` });
}

export default async function PolicyPage({ params }: Props) {
  return <PolicyView policy={await getPolicy(await slugOf(params))} />;
}
