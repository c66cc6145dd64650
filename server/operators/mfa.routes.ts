import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/schemas/common';
import {
  AdminMeSchema,
  MfaConfirmBodySchema,
  MfaConfirmResultSchema,
  MfaEnrolmentSchema,
  MfaVerifyBodySchema,
  MfaVerifyResultSchema,
} from '../../lib/schemas/operators';
import { auditActor } from '../audit-logs/actor';
import { createRouter, jsonBody, jsonContent } from '../lib/router';
import { allow, EVERY_OPERATOR } from '../middleware/auth';
import { confirmEnrolment, getAdminMe, startEnrolment, verifyMfa } from './mfa.service';

const base = { tags: ['admin-operators'], security: [{ bearerAuth: [] }] };
const errors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류·틀린 코드'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '운영자 아님'),
};
const conflict = { 409: jsonContent(ErrorBodySchema, '등록 전이거나 이미 등록됨') };
const tooMany = { 429: jsonContent(ErrorBodySchema, '여러 번 틀려 잠김: MFA_FAILURE_WINDOW_MINUTES 안에 MFA_MAX_FAILURES 번, MFA_LOCK_MINUTES 동안 (Retry-After)') };

/** /v1/admin/me, /v1/admin/mfa/** — 모든 운영자가 부르고, 2단계 인증 관문(middleware/mfa.ts)에서 빠진다 */
export const adminMfaRouter = createRouter()
  // GET /v1/admin/me – 접속한 운영자의 등급과 2단계 인증 상태
  .openapi(
    createRoute({ middleware: [allow(...EVERY_OPERATOR)], ...base, method: 'get', path: '/me', responses: { 200: jsonContent(AdminMeSchema, '나'), ...errors } }),
    async (c) => c.json(await getAdminMe(c.get('deps'), c.get('auth')), 200),
  )
  // POST /v1/admin/mfa/enrolment – 등록 시작: 새 비밀과 QR (확인 전이면 다시 눌러 새로 받는다)
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'post',
      path: '/mfa/enrolment',
      responses: { 201: jsonContent(MfaEnrolmentSchema, '앱에 넣을 비밀'), ...errors, ...conflict },
    }),
    async (c) => c.json(await startEnrolment(c.get('deps'), c.get('auth')), 201),
  )
  // POST /v1/admin/mfa/enrolment/confirm – 첫 코드 확인: 등록을 마치고 복구 코드 10개(이때만 보인다), 이 세션은 인증됨
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'post',
      path: '/mfa/enrolment/confirm',
      request: jsonBody(MfaConfirmBodySchema),
      responses: { 200: jsonContent(MfaConfirmResultSchema, '등록 완료'), ...errors, ...conflict, ...tooMany },
    }),
    async (c) => c.json(await confirmEnrolment(c.get('deps'), c.get('auth'), auditActor(c), c.req.valid('json').code), 200),
  )
  // POST /v1/admin/mfa/verify – 로그인 뒤 인증 앱 코드나 복구 코드로 이 세션을 인증
  .openapi(
    createRoute({
      middleware: [allow(...EVERY_OPERATOR)],
      ...base,
      method: 'post',
      path: '/mfa/verify',
      request: jsonBody(MfaVerifyBodySchema),
      responses: { 200: jsonContent(MfaVerifyResultSchema, '인증됨'), ...errors, ...conflict, ...tooMany },
    }),
    async (c) => c.json(await verifyMfa(c.get('deps'), c.get('auth'), auditActor(c), c.req.valid('json')), 200),
  );
