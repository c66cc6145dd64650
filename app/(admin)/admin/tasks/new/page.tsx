import type { Metadata } from 'next';
import { TaskCreateForm } from '@/components/admin/tasks/task-create-form';
import { IdSchema } from '@/lib/schemas/common';

export const metadata: Metadata = { title: '작업 만들기' };

/** ?serviceId= 로 오면 그 서비스로 채운다(작업 상세·서비스에서 '다시 보내기'로 올 때) */
export default async function AdminTaskNewPage({ searchParams }: { searchParams: Promise<{ serviceId?: string | string[] }> }) {
  const serviceId = IdSchema.safeParse((await searchParams).serviceId);
  return <TaskCreateForm serviceId={serviceId.success ? serviceId.data : undefined} />;
}
