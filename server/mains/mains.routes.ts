import { createRoute } from '@hono/zod-openapi';
import {
  MainArticlesSchema,
  MainChannelsSchema,
  MainNoticesSchema,
  MainPageSchema,
  MainProductsSchema,
} from '../../lib/schemas/mains';
import { createRouter, jsonContent } from '../lib/router';
import { getMainPage, listMainArticles, listMainChannels, listMainNotices, listMainProducts } from './mains.service';

const tags = ['mains'];

/** /v1/mains — 메인 화면 묶음 (공개) */
export const mainsRouter = createRouter()
  // GET /v1/mains – 배너, 채널 바로가기, 인기 상품, 공지, 아티클, 팝업 한 번에
  .openapi(
    createRoute({ method: 'get', path: '/', tags, responses: { 200: jsonContent(MainPageSchema, '메인 화면') } }),
    async (c) => c.json(await getMainPage(c.get('deps')), 200),
  )
  // GET /v1/mains/notices – 메인 공지 (고정 먼저, 최신 5건)
  .openapi(
    createRoute({ method: 'get', path: '/notices', tags, responses: { 200: jsonContent(MainNoticesSchema, '공지') } }),
    async (c) => c.json({ items: await listMainNotices(c.get('deps')) }, 200),
  )
  // GET /v1/mains/channels – 채널 바로가기 (보이는 채널, 아이콘 포함)
  .openapi(
    createRoute({ method: 'get', path: '/channels', tags, responses: { 200: jsonContent(MainChannelsSchema, '채널') } }),
    async (c) => c.json({ items: await listMainChannels(c.get('deps')) }, 200),
  )
  // GET /v1/mains/carousel/products – 인기 상품 캐러셀 (판매 중, 최대 10개)
  .openapi(
    createRoute({ method: 'get', path: '/carousel/products', tags, responses: { 200: jsonContent(MainProductsSchema, '인기 상품') } }),
    async (c) => c.json({ items: await listMainProducts(c.get('deps')) }, 200),
  )
  // GET /v1/mains/articles – 메인 아티클 (최신 4건)
  .openapi(
    createRoute({ method: 'get', path: '/articles', tags, responses: { 200: jsonContent(MainArticlesSchema, '아티클') } }),
    async (c) => c.json({ items: await listMainArticles(c.get('deps')) }, 200),
  );
