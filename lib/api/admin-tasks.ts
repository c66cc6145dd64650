import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminTaskDetailSchema,
  AdminTaskSummarySchema,
  AlertResolveResultSchema,
  DashboardSchema,
  OperatorAlertListSchema,
  type AdminTaskCompleteBody,
  type AdminTaskCreateBody,
  type AdminTaskDetail,
  type AdminTaskFilter,
  type AdminTaskPanelOrderBody,
  type AdminTaskRetryBody,
  type Dashboard,
  type OperatorAlert,
} from '../schemas/admin-tasks';
import { pageOf } from '../schemas/common';
import { compact, http, isApiError } from './http';

const TaskPageSchema = pageOf(AdminTaskSummarySchema);
export type AdminTaskPage = z.infer<typeof TaskPageSchema>;
export type { AdminTaskFilter };
const TaskResultSchema = z.object({ task: AdminTaskDetailSchema });

// GET /v1/admin/tasks – 작업 내역 (상태·패널·종류·출처·회원·이메일·확인 필요·기간)
export async function listAdminTasks(query: AdminTaskFilter & { page?: number; size?: number }): Promise<AdminTaskPage> {
  return TaskPageSchema.parse((await http.get('/admin/tasks', { params: compact(query) })).data);
}
// GET /v1/admin/tasks/{id} – 작업 상세 (패널 응답 이력, 서비스, 원래·리필 작업)
export async function getAdminTask(id: number): Promise<AdminTaskDetail> {
  return AdminTaskDetailSchema.parse((await http.get(`/admin/tasks/${id}`)).data);
}
// POST /v1/admin/tasks – 운영자가 직접 만드는 작업
export async function createAdminTask(body: AdminTaskCreateBody): Promise<AdminTaskDetail> {
  return AdminTaskDetailSchema.parse((await http.post('/admin/tasks', body)).data);
}

export type TaskAction =
  | { action: 'cancel' }
  | { action: 'retry'; body: AdminTaskRetryBody }
  | { action: 'complete'; body: AdminTaskCompleteBody }
  | { action: 'panel-order'; body: AdminTaskPanelOrderBody };

// POST /v1/admin/tasks/{id}/cancel|retry|complete|panel-order – 운영자 조치
export async function runTaskAction(id: number, a: TaskAction): Promise<AdminTaskDetail> {
  const body = 'body' in a ? a.body : undefined;
  return TaskResultSchema.parse((await http.post(`/admin/tasks/${id}/${a.action}`, body)).data).task;
}
// GET /v1/admin/alerts – 열린 운영자 경보
export async function listAlerts(): Promise<OperatorAlert[]> {
  return OperatorAlertListSchema.parse((await http.get('/admin/alerts')).data).items;
}
// POST /v1/admin/alerts/{id}/resolve – 경보 닫기
export async function resolveAlert(id: number) {
  return AlertResolveResultSchema.parse((await http.post(`/admin/alerts/${id}/resolve`)).data);
}
// GET /v1/admin/dashboard – 콘솔 첫 화면의 숫자들
export async function getDashboard(): Promise<Dashboard> {
  return DashboardSchema.parse((await http.get('/admin/dashboard')).data);
}

export const adminTaskKeys = {
  all: ['admin', 'tasks'] as const,
  list: (query: object) => ['admin', 'tasks', 'list', compact(query)] as const,
  detail: (id: number) => ['admin', 'tasks', 'detail', id] as const,
  alerts: ['admin', 'alerts'] as const,
  dashboard: ['admin', 'dashboard'] as const,
};

export const adminTasksQuery = (query: AdminTaskFilter & { page: number; size: number }) =>
  queryOptions({ queryKey: adminTaskKeys.list(query), queryFn: () => listAdminTasks(query) });
export const adminTaskQuery = (id: number) =>
  queryOptions({
    queryKey: adminTaskKeys.detail(id),
    queryFn: () => getAdminTask(id),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
export const alertsQuery = () => queryOptions({ queryKey: adminTaskKeys.alerts, queryFn: listAlerts });
export const dashboardQuery = () => queryOptions({ queryKey: adminTaskKeys.dashboard, queryFn: getDashboard });

/** 작업이 바뀌면 목록·상세·대시보드 숫자·경보(작업 경보는 조치와 함께 닫힌다)가 모두 달라진다 */
function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminTaskKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminTaskKeys.alerts }),
      queryClient.invalidateQueries({ queryKey: adminTaskKeys.dashboard }),
    ]);
}

export function useTaskAction() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TaskAction }) => runTaskAction(id, action),
    onSuccess: () => invalidate(),
  });
}

export function useCreateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: createAdminTask, onSuccess: () => invalidate() });
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTaskKeys.alerts }),
        queryClient.invalidateQueries({ queryKey: adminTaskKeys.dashboard }),
      ]),
  });
}
