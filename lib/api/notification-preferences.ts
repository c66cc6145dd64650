import { queryOptions } from '@tanstack/react-query';
import {
  NotificationPreferencesResponseSchema,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferencesBody,
} from '../schemas/notifications';
import { http } from './http';

const path = (memberId: number) => `/my-page/${memberId}/notification-preferences`;

// GET /v1/my-page/{memberId}/notification-preferences – 받을 길·알림 묶음과 광고 수신 동의(저장 전이면 기본값)
export async function getNotificationPreferences(memberId: number): Promise<NotificationPreferencesResponse> {
  return NotificationPreferencesResponseSchema.parse((await http.get(path(memberId))).data);
}

// PUT /v1/my-page/{memberId}/notification-preferences – 통째로 저장(같은 값을 다시 보내도 결과가 같다)
export async function saveNotificationPreferences(memberId: number, body: UpdateNotificationPreferencesBody): Promise<NotificationPreferencesResponse> {
  return NotificationPreferencesResponseSchema.parse((await http.put(path(memberId), body)).data);
}

export const notificationPreferenceKeys = {
  detail: (memberId: number | null) => ['notification-preferences', memberId] as const,
};

export const notificationPreferencesQuery = (memberId: number | null) =>
  queryOptions({
    queryKey: notificationPreferenceKeys.detail(memberId),
    queryFn: () => getNotificationPreferences(memberId!),
    enabled: memberId != null,
  });
