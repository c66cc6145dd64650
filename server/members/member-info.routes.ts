import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBodySchema, MemberIdParamSchema } from '../../lib/schemas/common';
import {
  CheckPasswordBodySchema,
  EmailChangedSchema,
  MessageResponseSchema,
  MY_INFO_SESSION_HEADER,
  MyInfoSessionSchema,
  ResetEmailBodySchema,
  ResetPasswordBodySchema,
  ResetPhoneBodySchema,
  TokenQuerySchema,
} from '../../lib/schemas/member-info';
import { clientAddress } from '../lib/client-address';
import { createRouter, jsonBody, jsonContent } from '../lib/router';
import { requireMyInfoSession } from '../middleware/my-info-session';
import {
  changePassword,
  changePhone,
  checkPassword,
  confirmEmailChange,
  requestEmailChange,
} from './member-info.service';
import { withdrawMember } from './withdrawal.service';

const base = { tags: ['member-info'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '본인 아님 또는 비밀번호 확인 필요'),
};
const sessionHeader = z.object({ [MY_INFO_SESSION_HEADER.toLowerCase()]: z.string().optional() });

/** /v1/my-page/{memberId}/member-info/** — 비밀번호 확인, 연락처·비밀번호 변경, 탈퇴 */
export const memberInfoRouter = createRouter()
  // POST /v1/my-page/{memberId}/member-info/check-pwd – 비밀번호 확인, 짧은 내 정보 수정 세션(myInfoSession)을 연다
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/{memberId}/member-info/check-pwd',
      request: { params: MemberIdParamSchema, ...jsonBody(CheckPasswordBodySchema) },
      responses: {
        200: jsonContent(MyInfoSessionSchema, '내 정보 수정 세션'),
        ...errors,
        429: jsonContent(ErrorBodySchema, '시도가 너무 많음'),
      },
    }),
    async (c) => {
      const session = await checkPassword(c.get('deps'), {
        memberId: c.req.valid('param').memberId,
        sessionId: c.get('auth').sessionId,
        password: c.req.valid('json').password,
        address: clientAddress(c),
      });
      return c.json(session, 200);
    },
  )
  // PATCH /v1/my-page/{memberId}/member-info/reset-pwd – 비밀번호 변경 (다른 기기의 로그인은 닫는다)
  .openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/{memberId}/member-info/reset-pwd',
      request: { params: MemberIdParamSchema, headers: sessionHeader, ...jsonBody(ResetPasswordBodySchema) },
      responses: { 204: { description: '변경됨' }, ...errors },
    }),
    async (c) => {
      const { memberId } = c.req.valid('param');
      await requireMyInfoSession(c, memberId);
      await changePassword(c.get('deps'), { memberId, sessionId: c.get('auth').sessionId, password: c.req.valid('json').password });
      return c.body(null, 204);
    },
  )
  // PATCH /v1/my-page/{memberId}/member-info/reset-phone – 휴대폰 번호 변경
  .openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/{memberId}/member-info/reset-phone',
      request: { params: MemberIdParamSchema, headers: sessionHeader, ...jsonBody(ResetPhoneBodySchema) },
      responses: { 200: jsonContent(z.object({ cellPhone: z.string() }), '바뀐 번호'), ...errors },
    }),
    async (c) => {
      const { memberId } = c.req.valid('param');
      await requireMyInfoSession(c, memberId);
      return c.json(await changePhone(c.get('deps'), { memberId, cellPhone: c.req.valid('json').cellPhone }), 200);
    },
  )
  // PATCH /v1/my-page/{memberId}/member-info/reset-email – 새 이메일로 확인 링크 보내기 (링크를 열어야 바뀐다, 1분에 한 통·하루 5통)
  .openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/{memberId}/member-info/reset-email',
      request: { params: MemberIdParamSchema, headers: sessionHeader, ...jsonBody(ResetEmailBodySchema) },
      responses: {
        202: jsonContent(MessageResponseSchema, '확인 메일을 보냄'),
        ...errors,
        409: jsonContent(ErrorBodySchema, '이미 쓰이는 주소'),
        429: jsonContent(ErrorBodySchema, '1분에 한 통, 하루 한도를 넘음'),
      },
    }),
    async (c) => {
      const { memberId } = c.req.valid('param');
      await requireMyInfoSession(c, memberId);
      return c.json(await requestEmailChange(c.get('deps'), { memberId, email: c.req.valid('json').email, address: clientAddress(c) }), 202);
    },
  )
  // GET /v1/my-page/{memberId}/member-info/reset-email/mail – 메일의 링크로 이메일 변경 확정 (한 번만)
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/{memberId}/member-info/reset-email/mail',
      request: { params: MemberIdParamSchema, query: TokenQuerySchema },
      responses: {
        200: jsonContent(EmailChangedSchema, '바뀐 이메일'),
        ...errors,
        409: jsonContent(ErrorBodySchema, '그 사이 다른 회원이 쓰는 주소'),
        410: jsonContent(ErrorBodySchema, '만료되었거나 쓴 링크'),
      },
    }),
    async (c) => {
      const result = await confirmEmailChange(c.get('deps'), { memberId: c.req.valid('param').memberId, token: c.req.valid('query').token });
      return c.json(result, 200);
    },
  )
  // DELETE /v1/my-page/{memberId}/member-info – 회원 탈퇴 (개인정보 즉시 삭제, 법정 보관 기록은 연락처 없이 남김)
  .openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/{memberId}/member-info',
      request: { params: MemberIdParamSchema, headers: sessionHeader },
      responses: {
        204: { description: '탈퇴됨' },
        ...errors,
        409: jsonContent(ErrorBodySchema, '진행 중인 서비스·결제가 있음'),
      },
    }),
    async (c) => {
      const { memberId } = c.req.valid('param');
      await requireMyInfoSession(c, memberId);
      await withdrawMember(c.get('deps'), memberId);
      return c.body(null, 204);
    },
  );
