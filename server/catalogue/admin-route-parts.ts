import { ErrorBodySchema } from '../../lib/schemas/common';
import { jsonContent } from '../lib/router';

/** 관리자 카탈로그 라우트가 같이 쓰는 조각 */
export const adminRouteBase = { tags: ['admin-catalogue'], security: [{ bearerAuth: [] }] };

export const adminErrors = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  401: jsonContent(ErrorBodySchema, '로그인 필요'),
  403: jsonContent(ErrorBodySchema, '관리자 아님'),
  404: jsonContent(ErrorBodySchema, '없는 항목'),
};

export const conflict = { 409: jsonContent(ErrorBodySchema, '슬러그 중복 또는 사용 중') };
export const noContent = { 204: { description: '완료' } };
