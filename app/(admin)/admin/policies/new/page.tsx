import type { Metadata } from 'next';
import { PolicyVersionForm } from '@/components/admin/policies/policy-version-form';

export const metadata: Metadata = { title: '정책 새 판' };

export default function AdminPolicyNewPage() {
  return <PolicyVersionForm />;
}
