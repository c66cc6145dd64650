import type { Metadata } from 'next';
import { TaskList } from '@/components/admin/tasks/task-list';
import { taskFilterFromSearchParams } from '@/components/admin/tasks/task-search-params';

export const metadata: Metadata = { title: '작업 내역' };

/** 대시보드의 링크(?needsAttention=true, ?status=-1)가 거르기 처음 값이 된다 */
export default async function AdminTasksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TaskList initialFilter={taskFilterFromSearchParams(await searchParams)} />;
}
