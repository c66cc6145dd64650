import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, PageQuerySchema, pageOf } from '../../lib/schemas/common';
import {
  ArticleSchema,
  ArticleSummarySchema,
  BannerSchema,
  FaqListQuerySchema,
  FaqSchema,
  itemsOf,
  NoticeSchema,
  NoticeSummarySchema,
  PopupSchema,
} from '../../lib/schemas/contents';
import { createRouter, IdParamSchema, jsonContent } from '../lib/router';
import { getArticle, listArticles } from './articles.service';
import { listShowingBanners } from './banners.service';
import { listFaqs } from './faqs.service';
import { getNotice, listNotices } from './notices.service';
import { listShowingPopups } from './popups.service';

const badRequest = { 400: jsonContent(ErrorBodySchema, '요청 값 오류') };
const notFound = { 404: jsonContent(ErrorBodySchema, '없거나 숨겨짐') };
const tags = ['contents'];

/** /v1 — 공지, FAQ, 아티클, 배너, 팝업 (공개) */
export const contentsRouter = createRouter()
  // GET /v1/notices – 공지 목록 (고정 먼저, 최신순, 페이지)
  .openapi(
    createRoute({
      method: 'get',
      path: '/notices',
      tags,
      request: { query: PageQuerySchema },
      responses: { 200: jsonContent(pageOf(NoticeSummarySchema), '공지 목록'), ...badRequest },
    }),
    async (c) => c.json(await listNotices(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/notices/{id} – 공지 하나 (숨김은 404)
  .openapi(
    createRoute({
      method: 'get',
      path: '/notices/{id}',
      tags,
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(NoticeSchema, '공지'), ...badRequest, ...notFound },
    }),
    async (c) => c.json(await getNotice(c.get('deps'), c.req.valid('param').id), 200),
  )
  // GET /v1/faqs – FAQ 목록 (분류 탭 순서, 그 안에서 displayOrder)
  .openapi(
    createRoute({
      method: 'get',
      path: '/faqs',
      tags,
      request: { query: FaqListQuerySchema },
      responses: { 200: jsonContent(pageOf(FaqSchema), 'FAQ 목록'), ...badRequest },
    }),
    async (c) => c.json(await listFaqs(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/articles – 아티클 목록 (발행 최신순, 본문 제외)
  .openapi(
    createRoute({
      method: 'get',
      path: '/articles',
      tags,
      request: { query: PageQuerySchema },
      responses: { 200: jsonContent(pageOf(ArticleSummarySchema), '아티클 목록'), ...badRequest },
    }),
    async (c) => c.json(await listArticles(c.get('deps'), c.req.valid('query')), 200),
  )
  // GET /v1/articles/{id} – 아티클 하나 (본문 포함)
  .openapi(
    createRoute({
      method: 'get',
      path: '/articles/{id}',
      tags,
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(ArticleSchema, '아티클'), ...badRequest, ...notFound },
    }),
    async (c) => c.json(await getArticle(c.get('deps'), c.req.valid('param').id), 200),
  )
  // GET /v1/banners – 지금 노출 기간 안의 배너
  .openapi(
    createRoute({
      method: 'get',
      path: '/banners',
      tags,
      responses: { 200: jsonContent(itemsOf(BannerSchema), '노출 중인 배너') },
    }),
    async (c) => c.json({ items: await listShowingBanners(c.get('deps')) }, 200),
  )
  // GET /v1/popups – 지금 노출 기간 안의 팝업
  .openapi(
    createRoute({
      method: 'get',
      path: '/popups',
      tags,
      responses: { 200: jsonContent(itemsOf(PopupSchema), '노출 중인 팝업') },
    }),
    async (c) => c.json({ items: await listShowingPopups(c.get('deps')) }, 200),
  );
