import type { AdminRole } from '../../../lib/schemas/members';

const ALL: AdminRole[] = ['OWNER', 'MANAGER', 'SUPPORT'];
const STAFF: AdminRole[] = ['OWNER', 'MANAGER'];
const OWNER: AdminRole[] = ['OWNER'];

export type AccessRow = readonly [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, roles: AdminRole[]];

/**
 * /v1/admin 의 모든 라우트와 부를 수 있는 등급 — 한 줄에 하나(경로는 Hono 의 :param 모양 그대로).
 * 새 관리자 라우트는 여기에 한 줄을 더해야 roles.test.ts 가 통과한다.
 * 정책: OWNER 전부, MANAGER 는 운영자·매출 빼고, SUPPORT 는 문의·후기 읽기·쓰기, 회원·작업(경보 포함) 읽기, 콘솔 홈, 내 계정.
 */
export const ADMIN_ROUTE_TABLE: readonly AccessRow[] = [
  // 내 계정·2단계 인증 (모든 운영자)
  ['GET', '/v1/admin/me', ALL],
  ['POST', '/v1/admin/mfa/enrolment', ALL],
  ['POST', '/v1/admin/mfa/enrolment/confirm', ALL],
  ['POST', '/v1/admin/mfa/verify', ALL],
  // 운영자 계정 (OWNER)
  ['GET', '/v1/admin/operators', OWNER],
  ['POST', '/v1/admin/operators', OWNER],
  ['PATCH', '/v1/admin/operators/:memberId', OWNER],
  ['DELETE', '/v1/admin/operators/:memberId', OWNER],
  ['POST', '/v1/admin/operators/:memberId/mfa-reset', OWNER],
  // 콘솔 홈: 상담원도 첫 화면(숫자와 작업 경보)은 본다, 경보 닫기는 STAFF
  ['GET', '/v1/admin/dashboard', ALL],
  // 어떤 어댑터가 시험용인지(콘솔 홈): 변수 이름만 싣는다
  ['GET', '/v1/admin/stand-ins', ALL],
  // 덜 전달된 몫(콘솔 홈의 확인 목록): 상담원도 보고, 처리(환불·다시 보내기)는 STAFF
  ['GET', '/v1/admin/shortfalls', ALL],
  ['POST', '/v1/admin/shortfalls/:id/settle', STAFF],
  ['GET', '/v1/admin/alerts', ALL],
  ['POST', '/v1/admin/alerts/:id/resolve', STAFF],
  // 작업: 읽기는 모두, 조치는 STAFF
  ['GET', '/v1/admin/tasks', ALL],
  ['GET', '/v1/admin/tasks/:id', ALL],
  ['POST', '/v1/admin/tasks', STAFF],
  ['POST', '/v1/admin/tasks/:id/cancel', STAFF],
  ['POST', '/v1/admin/tasks/:id/retry', STAFF],
  ['POST', '/v1/admin/tasks/:id/complete', STAFF],
  ['POST', '/v1/admin/tasks/:id/panel-order', STAFF],
  // 고객 응대: 문의·후기는 모두
  ['GET', '/v1/admin/qnas', ALL],
  ['GET', '/v1/admin/qnas/:id', ALL],
  ['PATCH', '/v1/admin/qnas/:id/reply', ALL],
  ['GET', '/v1/admin/reviews', ALL],
  ['PATCH', '/v1/admin/reviews/:id', ALL],
  ['POST', '/v1/admin/reviews/:id/photo-reward', ALL],
  ['DELETE', '/v1/admin/reviews/:id/images', ALL],
  ['GET', '/v1/admin/mails', STAFF],
  ['GET', '/v1/admin/mails/:id', STAFF],
  ['POST', '/v1/admin/mails/:id/resend', STAFF],
  ['GET', '/v1/admin/notifications', STAFF],
  ['GET', '/v1/admin/notifications/:id', STAFF],
  ['GET', '/v1/admin/outbox', STAFF],
  // 주문·입금
  ['GET', '/v1/admin/purchases', STAFF],
  ['GET', '/v1/admin/purchases/:id', STAFF],
  ['POST', '/v1/admin/purchases/:id', STAFF],
  ['POST', '/v1/admin/purchases/:id/refund', STAFF],
  ['GET', '/v1/admin/message-for-purchase-list-pending-deposit', STAFF],
  ['GET', '/v1/admin/reconciliations', STAFF],
  ['POST', '/v1/admin/reconciliations/run', STAFF],
  ['GET', '/v1/admin/refunds', STAFF],
  ['POST', '/v1/admin/refunds/:id/transferred', STAFF],
  // 패널·인스타터
  ['GET', '/v1/admin/panels', STAFF],
  ['GET', '/v1/admin/panels/mappings', STAFF],
  ['POST', '/v1/admin/panels', STAFF],
  ['GET', '/v1/admin/panels/:id', STAFF],
  ['PATCH', '/v1/admin/panels/:id', STAFF],
  ['POST', '/v1/admin/panels/:id/sync', STAFF],
  ['GET', '/v1/admin/panels/:id/services', STAFF],
  ['POST', '/v1/admin/panels/:id/balance', STAFF],
  ['PUT', '/v1/admin/products/:productId/panel-service', STAFF],
  ['POST', '/v1/admin/instarter/orders', STAFF],
  ['GET', '/v1/admin/instarter/orders', STAFF],
  // 카탈로그
  ['GET', '/v1/admin/channels', STAFF],
  ['PUT', '/v1/admin/channels/order', STAFF],
  ['GET', '/v1/admin/channels/:id', STAFF],
  ['POST', '/v1/admin/channels', STAFF],
  ['PATCH', '/v1/admin/channels/:id', STAFF],
  ['DELETE', '/v1/admin/channels/:id', STAFF],
  ['GET', '/v1/admin/product-types', STAFF],
  ['PUT', '/v1/admin/product-types/order', STAFF],
  ['GET', '/v1/admin/product-types/:id', STAFF],
  ['POST', '/v1/admin/product-types', STAFF],
  ['PATCH', '/v1/admin/product-types/:id', STAFF],
  ['DELETE', '/v1/admin/product-types/:id', STAFF],
  ['GET', '/v1/admin/products', STAFF],
  ['PUT', '/v1/admin/products/order', STAFF],
  ['GET', '/v1/admin/products/:id', STAFF],
  ['POST', '/v1/admin/products', STAFF],
  ['PATCH', '/v1/admin/products/:id', STAFF],
  ['DELETE', '/v1/admin/products/:id', STAFF],
  // 콘텐츠·이미지
  ['POST', '/v1/admin/images', STAFF],
  ...(['notices', 'faqs', 'articles', 'banners', 'popups'] as const).flatMap((noun): AccessRow[] => [
    ['GET', `/v1/admin/${noun}`, STAFF],
    ['GET', `/v1/admin/${noun}/:id`, STAFF],
    ['POST', `/v1/admin/${noun}`, STAFF],
    ['PATCH', `/v1/admin/${noun}/:id`, STAFF],
    ['DELETE', `/v1/admin/${noun}/:id`, STAFF],
  ]),
  ['PUT', '/v1/admin/faqs/order', STAFF],
  ['PUT', '/v1/admin/banners/order', STAFF],
  ['PUT', '/v1/admin/popups/order', STAFF],
  // 회원·포인트: 읽기는 모두, 상태 변경·지급·차감은 STAFF
  ['GET', '/v1/admin/members', ALL],
  ['GET', '/v1/admin/members/:id', ALL],
  ['GET', '/v1/admin/members/:id/point-ledger', ALL],
  ['PATCH', '/v1/admin/members/:id/status', STAFF],
  ['POST', '/v1/admin/members/:id/points', STAFF],
  // 쿠폰 (STAFF)
  ['GET', '/v1/admin/coupons', STAFF],
  ['POST', '/v1/admin/coupons', STAFF],
  ['GET', '/v1/admin/coupons/:id', STAFF],
  ['PATCH', '/v1/admin/coupons/:id', STAFF],
  ['POST', '/v1/admin/coupons/:id/archive', STAFF],
  ['GET', '/v1/admin/coupons/:id/issue-preview', STAFF],
  ['GET', '/v1/admin/coupons/:id/member-coupons', STAFF],
  ['POST', '/v1/admin/coupons/:id/issues', STAFF],
  ['POST', '/v1/admin/member-coupons/:id/revoke', STAFF],
  // 매출 (OWNER)
  ['GET', '/v1/admin/sales', OWNER],
  ['GET', '/v1/admin/sales/export', OWNER],
  // 작업 기록 (STAFF)
  // 약관·정책: 읽기는 STAFF, 새 판·예약 취소는 OWNER. 사업자 정보: 읽기는 모두(공개된 값), 저장은 OWNER
  ['GET', '/v1/admin/policies', STAFF],
  ['GET', '/v1/admin/policies/:id', STAFF],
  ['POST', '/v1/admin/policies', OWNER],
  ['DELETE', '/v1/admin/policies/:id', OWNER],
  ['GET', '/v1/admin/business-details', ALL],
  ['PUT', '/v1/admin/business-details', OWNER],
  ['GET', '/v1/admin/audit-logs', STAFF],
  ['GET', '/v1/admin/audit-logs/export', STAFF],
  // 목록 내보내기(CSV): 그 목록을 읽을 수 있는 등급과 같다
  ['GET', '/v1/admin/purchases/export', STAFF],
  ['GET', '/v1/admin/tasks/export', ALL],
  ['GET', '/v1/admin/qnas/export', ALL],
  ['GET', '/v1/admin/reviews/export', ALL],
  ['GET', '/v1/admin/members/export', ALL],
  ['GET', '/v1/admin/members/:id/point-ledger/export', ALL],
];
