import { serviceFixtures } from '../../helpers/service-fixtures';
import type { TestApp, TestMember } from '../../helpers/test-app';

export const qnaPath = (memberId: number) => `/v1/my-page/${memberId}/qnas`;

/** 회원 둘(각자 서비스 하나)과 관리자. 문의·답변 시험이 함께 쓴다 */
export async function qnaFixtures(t: TestApp) {
  const admin = await t.loginAsAdmin();
  const fx = await serviceFixtures(t, admin.accessToken);
  const me = await t.signup();
  const other = await t.signup();
  const mine = await fx.paidService({ memberId: me.memberId, productName: '인스타그램 한국인 팔로워' });
  const theirs = await fx.paidService({ memberId: other.memberId, productName: '유튜브 조회수' });
  return { admin, me, other, fx, myServiceId: mine.serviceId, otherServiceId: theirs.serviceId };
}

export const inquiry = (member: TestMember, overrides: Record<string, unknown> = {}) => ({
  memberId: member.memberId,
  category: 'PRODUCT_QUESTION',
  title: '팔로워 문의',
  content: '언제 시작되나요?',
  receiveEmail: false,
  ...overrides,
});

export async function postInquiry(t: TestApp, member: TestMember, overrides: Record<string, unknown> = {}) {
  return t.json('POST', qnaPath(member.memberId), inquiry(member, overrides), member.accessToken);
}
