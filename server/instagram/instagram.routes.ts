import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  InstagramAccountQuerySchema,
  InstagramAccountSchema,
  InstagramFeedImageQuerySchema,
  InstagramFeedsQuerySchema,
  InstagramFeedsResponseSchema,
} from '../../lib/schemas/instagram';
import { ErrorBodySchema } from '../../lib/schemas/common';
import { fail } from '../lib/errors';
import { createRouter, inputHook, jsonContent, validationError, type HookResult } from '../lib/router';
import { getAccountOrThrow, getFeedImage, listFeeds } from './instagram.service';

const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** 아이디가 규칙에 맞지 않으면 422 (요청 모양은 맞지만 아이디로 쓸 수 없는 값), 나머지는 공통 400 */
function usernameHook<T>(result: HookResult<T>): undefined {
  if (result.success) return inputHook(result);
  const zodError = result.error as z.ZodError;
  const error = validationError(zodError, result.target);
  const issue = zodError.issues.find((i) => i.path[0] === 'username');
  if (issue) throw fail('INSTAGRAM_USERNAME_INVALID', error.meta, issue.message);
  throw error;
}

const failures = {
  400: jsonContent(ErrorBodySchema, '요청 값 오류'),
  404: jsonContent(ErrorBodySchema, '없는 계정'),
  422: jsonContent(ErrorBodySchema, '아이디 규칙 위반'),
  502: jsonContent(ErrorBodySchema, '인스타그램 조회 실패'),
};

/** /v1/orders/instagram/** — 공개 계정·게시물 조회, 게시물 이미지 프록시 (공개 응답 캐시에서 빠진다: 자체 캐시를 둔다) */
export const instagramRouter = createRouter()
  // GET /v1/orders/instagram/account – 공개 계정 하나 (비공개면 isPrivate)
  .openapi(
    createRoute({
      method: 'get',
      path: '/account',
      tags: ['instagram'],
      request: { query: InstagramAccountQuerySchema },
      responses: { 200: jsonContent(InstagramAccountSchema, '계정'), ...failures },
    }),
    async (c) => c.json(await getAccountOrThrow(c.get('deps'), c.req.valid('query').username), 200),
    usernameHook,
  )
  // GET /v1/orders/instagram/feeds – 최근 게시물 (새 것부터, 기본 12개, 최대 24개)
  .openapi(
    createRoute({
      method: 'get',
      path: '/feeds',
      tags: ['instagram'],
      request: { query: InstagramFeedsQuerySchema },
      responses: { 200: jsonContent(InstagramFeedsResponseSchema, '게시물 목록'), ...failures },
    }),
    async (c) => {
      const { username, limit } = c.req.valid('query');
      return c.json(await listFeeds(c.get('deps'), username, limit), 200);
    },
    usernameHook,
  )
  // GET /v1/orders/instagram/feed-image – 게시물·프로필 이미지 프록시 (허용된 호스트만, 내용으로 이미지 확인, 2MB)
  .openapi(
    createRoute({
      method: 'get',
      path: '/feed-image',
      tags: ['instagram'],
      request: { query: InstagramFeedImageQuerySchema },
      responses: {
        200: { content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } }, description: '이미지 (jpeg, png, webp, gif)' },
        400: jsonContent(ErrorBodySchema, '허용되지 않은 주소'),
        413: jsonContent(ErrorBodySchema, '2MB 초과'),
        502: jsonContent(ErrorBodySchema, '이미지가 아니거나 가져오지 못함'),
      },
    }),
    async (c) => {
      const image = await getFeedImage(c.get('deps'), c.req.valid('query').url);
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': image.contentType,
        'content-length': String(image.bytes.length),
        'cache-control': IMAGE_CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
        'x-cache': image.cached ? 'HIT' : 'MISS',
      });
    },
  );
