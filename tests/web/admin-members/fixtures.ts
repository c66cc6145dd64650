import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminMemberDetailSchema, AdminMemberRowSchema, type AdminMemberDetail, type AdminMemberRow } from '@/lib/schemas/admin-members';
import { AdminMeSchema, type AdminMe } from '@/lib/schemas/operators';

export const API = 'http://localhost:4000/v1';

/** 실패한 요청은 웹이 /api/log 로 알린다: 그 기록은 받아 두기만 한다 */
export const adminServer = () => setupServer(http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })));

export function memberRow(overrides: Partial<AdminMemberRow> = {}): AdminMemberRow {
  return AdminMemberRowSchema.parse({
    id: 7,
    email: 'demo@example.com',
    name: '김데모',
    cellPhone: '01012345678',
    registrationType: 'EMAIL',
    status: 'NORMAL',
    role: 'MEMBER',
    adminRole: null,
    point: 5000,
    purchaseTotal: 27000,
    purchaseCount: 3,
    createdAt: '2026-01-05T14:30:00.000Z',
    ...overrides,
  });
}

export function memberDetail(overrides: Partial<AdminMemberDetail['member']> = {}): AdminMemberDetail {
  return AdminMemberDetailSchema.parse({
    member: { ...memberRow(), statusReason: null, statusChangedAt: null, reviewCount: 1, agreeMarketing: false, deletedAt: null, ...overrides },
    signInMethods: [{ type: 'EMAIL', linkedAt: '2026-01-05T14:30:00.000Z' }],
    coupons: { count: 0, items: [] },
    purchases: {
      count: 1,
      items: [{ id: 41, orderNo: 'GM-0041', orderName: '한국인 팔로워', status: 'PAID', totalAmount: 9000, createdAt: '2026-01-06T01:00:00.000Z' }],
    },
    services: { count: 0, items: [] },
    qnas: { count: 1, items: [{ id: 3, title: '배송 문의', status: 'WAITING', createdAt: '2026-01-07T01:00:00.000Z' }] },
    reviews: { count: 0, items: [] },
    sessions: [{ id: 'abcd1234', createdAt: '2026-01-08T01:00:00.000Z', lastUsedAt: null }],
  });
}

export const adminMe = (overrides: Partial<AdminMe> = {}): AdminMe =>
  AdminMeSchema.parse({
    memberId: 1,
    email: 'owner@example.com',
    name: '대표',
    adminRole: 'OWNER',
    mfa: { required: true, enrolled: true, verified: true },
    ...overrides,
  });
