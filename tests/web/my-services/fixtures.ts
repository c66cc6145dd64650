import { MyServiceSchema, ServiceTaskViewSchema, MyServiceDetailSchema, type MyService, type MyServiceDetail, type ServiceTaskView } from '@/lib/schemas/services';

// 계약의 스키마로 읽는다: 응답 모양이 바뀌면 화면 시험보다 픽스처가 먼저 깨진다

export function service(overrides: Partial<MyService> = {}): MyService {
  return MyServiceSchema.parse({
    id: 501,
    purchaseId: 31,
    productName: '인스타그램 한국인 팔로워',
    channel: { id: 1, name: '인스타그램' },
    productType: { id: 2, name: '팔로워' },
    productKind: 'SINGLE',
    targetKind: 'INSTAGRAM_USERNAME',
    targetKey: 'growth.demo',
    quantity: 1000,
    days: 1,
    totalPrice: 52_250,
    paidAmount: 52_250,
    listPrice: 52_250,
    shortfall: null,
    status: 'IN_PROGRESS',
    statusLabel: '진행 중',
    startCount: 1200,
    remains: 250,
    progress: 75,
    startsOn: null,
    endsOn: null,
    createdAt: '2026-01-05T14:30:00.000Z',
    startedAt: '2026-01-05T14:40:00.000Z',
    completedAt: null,
    refillDays: 30,
    canRefill: false,
    refillDeadline: null,
    hasOpenRefill: false,
    canChangeAccount: false,
    reviewable: false,
    ...overrides,
  });
}

export function task(overrides: Partial<ServiceTaskView> = {}): ServiceTaskView {
  return ServiceTaskViewSchema.parse({
    id: 900,
    kind: 'ORDER',
    kindLabel: '주문',
    parentTaskId: null,
    status: 1,
    statusLabel: '진행 중',
    quantity: 1000,
    startCount: 1200,
    remains: 250,
    createdAt: '2026-01-05T14:30:00.000Z',
    sentAt: '2026-01-05T14:40:00.000Z',
    finishedAt: null,
    ...overrides,
  });
}

export function serviceDetail(overrides: Partial<MyServiceDetail> = {}): MyServiceDetail {
  return MyServiceDetailSchema.parse({ ...service(), tasks: [task()], ...overrides });
}

// 여러 시험이 함께 도는 기계에서는 첫 그리기가 1초를 넘기기도 한다
export const LOAD = { timeout: 5_000 };
