import Cookies from 'js-cookie';
import { z } from 'zod';
import {
  EmailChangedSchema,
  MessageResponseSchema,
  MY_INFO_SESSION_HEADER,
  MyInfoSessionSchema,
  type CheckPasswordBody,
  type MessageResponse,
  type MyInfoSession,
  type ResetEmailBody,
  type ResetPasswordBody,
  type ResetPhoneBody,
} from '../schemas/member-info';
import { COOKIE, cookieAttributes } from '../session/cookies';
import { http } from './http';

/*
 * 내 정보 수정. check-pwd 로 받은 세션은 myInfoSession 쿠키(만료 시각까지)에 두고
 * 바꾸는 요청마다 X-My-Info-Session 헤더로 보낸다. 로그아웃은 이 쿠키도 지운다(docs/product.md, Sessions and cookies).
 */

const attributes = () => cookieAttributes(window.location.hostname);

export function saveMyInfoSession(session: MyInfoSession): void {
  Cookies.set(COOKIE.myInfoSession, session.myInfoSession, { ...attributes(), expires: new Date(session.expiresAt) });
}

export function readMyInfoSession(): string | null {
  return Cookies.get(COOKIE.myInfoSession) ?? null;
}

export function clearMyInfoSession(): void {
  Cookies.remove(COOKIE.myInfoSession, attributes());
}

/** 내 정보를 바꾸는 요청의 헤더. 로그인 연결·해제(social-accounts.ts)도 같은 세션을 싣는다 */
export const withSession = () => ({ headers: { [MY_INFO_SESSION_HEADER]: readMyInfoSession() ?? '' } });
const base = (memberId: number) => `/my-page/${memberId}/member-info`;

// POST /v1/my-page/{memberId}/member-info/check-pwd – 비밀번호 확인, 받은 세션을 쿠키에 둔다
export async function checkPassword(memberId: number, body: CheckPasswordBody): Promise<MyInfoSession> {
  const session = MyInfoSessionSchema.parse((await http.post(`${base(memberId)}/check-pwd`, body)).data);
  saveMyInfoSession(session);
  return session;
}

// PATCH /v1/my-page/{memberId}/member-info/reset-pwd – 비밀번호 변경
export async function resetMyPassword(memberId: number, body: ResetPasswordBody): Promise<void> {
  await http.patch(`${base(memberId)}/reset-pwd`, body, withSession());
}

// PATCH /v1/my-page/{memberId}/member-info/reset-phone – 휴대폰 번호 변경
export async function resetMyPhone(memberId: number, body: ResetPhoneBody): Promise<void> {
  await http.patch(`${base(memberId)}/reset-phone`, body, withSession());
}

// PATCH /v1/my-page/{memberId}/member-info/reset-email – 새 이메일로 확인 메일
export async function resetMyEmail(memberId: number, body: ResetEmailBody): Promise<MessageResponse> {
  return MessageResponseSchema.parse((await http.patch(`${base(memberId)}/reset-email`, body, withSession())).data);
}

// GET /v1/my-page/{memberId}/member-info/reset-email/mail – 메일의 링크로 이메일 변경 확정
export async function confirmEmailChange(memberId: number, token: string): Promise<{ email: string }> {
  return EmailChangedSchema.parse((await http.get(`${base(memberId)}/reset-email/mail`, { params: { token } })).data);
}

// DELETE /v1/my-page/{memberId}/member-info – 회원 탈퇴
export async function withdraw(memberId: number): Promise<void> {
  await http.delete(base(memberId), withSession());
  clearMyInfoSession();
}

/** 마이페이지 첫 화면의 '진행 중인 서비스'. 서비스 목록 응답에서 쓰는 칸만 읽는다 */
const InProgressServicesSchema = z.object({
  myServiceList: z.array(z.object({ id: z.number(), productName: z.string() }).loose()),
  total: z.number().int(),
});
export type InProgressServices = z.infer<typeof InProgressServicesSchema>;

/** 탈퇴를 막는 '진행 중'과 같은 뜻: 시작 전(WAITING)과 진행 중(IN_PROGRESS)을 함께 센다 */
export const OPEN_SERVICE_STATUSES = ['IN_PROGRESS', 'WAITING'] as const;
const SUMMARY_SIZE = 3;

// GET /v1/my-page/{memberId}/services?status=IN_PROGRESS|WAITING&size=3 – 진행 중인 서비스 수와 앞의 셋
export async function listInProgressServices(memberId: number): Promise<InProgressServices> {
  const pages = await Promise.all(
    OPEN_SERVICE_STATUSES.map(async (status) => {
      const { data } = await http.get(`/my-page/${memberId}/services`, { params: { status, size: SUMMARY_SIZE } });
      return InProgressServicesSchema.parse(data);
    }),
  );
  return {
    // 진행 중인 것을 먼저, 시작 전인 것을 뒤에
    myServiceList: pages.flatMap((p) => p.myServiceList).slice(0, SUMMARY_SIZE),
    total: pages.reduce((sum, p) => sum + p.total, 0),
  };
}
