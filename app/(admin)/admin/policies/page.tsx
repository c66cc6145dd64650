import type { Metadata } from 'next';
import { PolicyVersionList } from '@/components/admin/policies/policy-version-list';

export const metadata: Metadata = { title: '약관·정책' };

export default function AdminPoliciesPage() {
  return <PolicyVersionList />;
}
