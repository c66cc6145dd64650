import type { Metadata } from 'next';
import { TaskList } from '@/components/admin/tasks/task-list';

export const metadata: Metadata = { title: '작업 내역' };

/** 대시보드의 링크(?needsAttention=true, ?status=-1)는 목록이 주소에서 바로 읽는다 */
export default function AdminTasksPage() {
  return <TaskList />;
}
