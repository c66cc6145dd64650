import { createRouter } from '../lib/router';
import { adminChannelsRouter } from './admin-channels.routes';
import { adminProductTypesRouter } from './admin-product-types.routes';
import { adminProductsRouter } from './admin-products.routes';

/** /v1/admin — 채널, 상품 유형, 상품 관리 (관리자). 인증·권한·캐시 비우기는 app.ts 가 건다 */
export const adminCatalogueRouter = createRouter()
  .route('/', adminChannelsRouter)
  .route('/', adminProductTypesRouter)
  .route('/', adminProductsRouter);
