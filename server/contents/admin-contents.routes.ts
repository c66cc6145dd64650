import {
  ArticleCreateBodySchema,
  ArticleSchema,
  ArticleSummarySchema,
  ArticleUpdateBodySchema,
  BannerCreateBodySchema,
  BannerSchema,
  BannerUpdateBodySchema,
  FaqCreateBodySchema,
  FaqSchema,
  FaqUpdateBodySchema,
  NoticeCreateBodySchema,
  NoticeSchema,
  NoticeSummarySchema,
  NoticeUpdateBodySchema,
  PopupCreateBodySchema,
  PopupSchema,
  PopupUpdateBodySchema,
} from '../../lib/schemas/contents';
import { createRouter } from '../lib/router';
import { adminResourceRouter } from './admin-resource.routes';
import { adminArticles } from './articles.service';
import { adminBanners } from './banners.service';
import { adminFaqs } from './faqs.service';
import { adminNotices } from './notices.service';
import { adminPopups } from './popups.service';

/** /v1/admin — 공지, FAQ, 아티클, 배너, 팝업 (관리자). 이미지 업로드는 images.routes.ts (저장소가 필요해서 app.ts 가 따로 붙인다) */
export const adminContentsRouter = createRouter()
  .route(
    '/',
    adminResourceRouter({
      plural: 'notices',
      label: '공지',
      item: NoticeSchema,
      summary: NoticeSummarySchema,
      create: NoticeCreateBodySchema,
      update: NoticeUpdateBodySchema,
      resource: adminNotices,
    }),
  )
  .route(
    '/',
    adminResourceRouter({
      plural: 'faqs',
      label: 'FAQ',
      item: FaqSchema,
      summary: FaqSchema,
      create: FaqCreateBodySchema,
      update: FaqUpdateBodySchema,
      resource: adminFaqs,
    }),
  )
  .route(
    '/',
    adminResourceRouter({
      plural: 'articles',
      label: '아티클',
      item: ArticleSchema,
      summary: ArticleSummarySchema,
      create: ArticleCreateBodySchema,
      update: ArticleUpdateBodySchema,
      resource: adminArticles,
    }),
  )
  .route(
    '/',
    adminResourceRouter({
      plural: 'banners',
      label: '배너',
      item: BannerSchema,
      summary: BannerSchema,
      create: BannerCreateBodySchema,
      update: BannerUpdateBodySchema,
      resource: adminBanners,
    }),
  )
  .route(
    '/',
    adminResourceRouter({
      plural: 'popups',
      label: '팝업',
      item: PopupSchema,
      summary: PopupSchema,
      create: PopupCreateBodySchema,
      update: PopupUpdateBodySchema,
      resource: adminPopups,
    }),
  );
