import type { Metadata } from 'next';
import { OperatorList } from '@/components/admin/operators/operator-list';

export const metadata: Metadata = { title: '운영자 계정' };

export default function AdminOperatorsPage() {
  return <OperatorList />;
}
