import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TaskDetailView } from '@/components/admin/tasks/task-detail';
import { IdSchema } from '@/lib/schemas/common';

export const metadata: Metadata = { title: '작업 상세' };

export default async function AdminTaskDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = IdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  return <TaskDetailView id={parsed.data} />;
}
