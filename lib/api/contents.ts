import { pageOf } from '../schemas/common';
import {
  ArticleSchema,
  ArticleSummarySchema,
  FaqSchema,
  NoticeSchema,
  NoticeSummarySchema,
  type FaqCategory,
} from '../schemas/contents';
import { apiGet } from './server-fetch';

const tags = ['contents' as const];

export const NOTICE_PAGE_SIZE = 10;
export const ARTICLE_PAGE_SIZE = 10;
const FAQ_SIZE = 100;

// GET /v1/notices – 공지 목록 (고정 먼저)
export function listNotices(page: number) {
  return apiGet('/notices', pageOf(NoticeSummarySchema), { tags, query: { page, size: NOTICE_PAGE_SIZE } });
}

// GET /v1/notices/{id} – 공지 하나
export function getNotice(id: number) {
  return apiGet(`/notices/${id}`, NoticeSchema, { tags });
}

// GET /v1/faqs – 자주 묻는 질문 (분류 하나 또는 전체)
export function listFaqs(category?: FaqCategory) {
  return apiGet('/faqs', pageOf(FaqSchema), { tags, query: { category, size: FAQ_SIZE } });
}

// GET /v1/articles – 아티클 목록
export function listArticles(page: number) {
  return apiGet('/articles', pageOf(ArticleSummarySchema), { tags, query: { page, size: ARTICLE_PAGE_SIZE } });
}

// GET /v1/articles/{id} – 아티클 하나
export function getArticle(id: number) {
  return apiGet(`/articles/${id}`, ArticleSchema, { tags });
}
