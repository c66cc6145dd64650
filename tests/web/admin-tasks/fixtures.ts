import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminTaskSummarySchema, AdminTaskDetailSchema, type AdminTaskDetail, type AdminTaskSummary } from '@/lib/schemas/admin-tasks';

// 계약의 스키마로 읽는다: 응답 모양이 바뀌면 화면 시험보다 픽스처가 먼저 깨진다

export const API = 'http://localhost:4000/v1';

export function taskSummary(overrides: Partial<AdminTaskSummary> = {}): AdminTaskSummary {
  return AdminTaskSummarySchema.parse({
    id: 77,
    kind: 'ORDER',
    source: 'STORE',
    status: 1,
    statusLabel: '진행 중',
    phase: 'SENT',
    needsAttention: false,
    serviceId: 12,
    memberId: 5,
    memberEmail: 'demo@example.com',
    parentTaskId: null,
    productId: 3,
    productName: '한국인 팔로워',
    panelId: 2,
    panelName: '메인 패널',
    panelServiceId: '1001',
    panelOrderId: '23501',
    targetKey: 'growth.account',
    quantity: 1000,
    upstreamStatus: 'In progress',
    startCount: 3572,
    remains: 157,
    charge: '0.27819',
    currency: 'USD',
    runDate: null,
    createdAt: '2026-01-05T14:30:00.000Z',
    sentAt: '2026-01-05T14:31:00.000Z',
    finishedAt: null,
    ...overrides,
  });
}

export function taskDetail(overrides: Partial<AdminTaskDetail> = {}): AdminTaskDetail {
  return AdminTaskDetailSchema.parse({
    ...taskSummary(),
    runs: null,
    interval: null,
    attempts: 1,
    nextAttemptAt: '2026-01-05T14:40:00.000Z',
    lastError: null,
    panelRefillId: null,
    sendStartedAt: '2026-01-05T14:30:30.000Z',
    lastPolledAt: null,
    externalOrderNo: null,
    createdByMemberId: null,
    memo: null,
    events: [
      {
        id: 1,
        type: 'SEND',
        request: { action: 'add', service: '1001', quantity: 1000 },
        response: { order: 23501 },
        message: null,
        actorMemberId: null,
        actorEmail: null,
        createdAt: '2026-01-05T14:31:00.000Z',
      },
    ],
    service: null,
    parent: null,
    children: [],
    ...overrides,
  });
}

export function adminServer() {
  return setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));
}

export const errorBody = (code: string, message: string, meta: Record<string, unknown> | null = null) => ({ code, message, meta });
