import { randomUUID } from 'node:crypto';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { webOrigins } from './config';
import type { AppDeps } from './lib/context';
import { docsRouter } from './lib/docs';
import { ApiError, fail } from './lib/errors';
import { createRouter } from './lib/router';
import { healthRouter as healthCheckRouter } from './mains/health.routes';
import { healthRouter } from './health/health.routes';
import { createMetrics } from './metrics/metrics';
import { metricsRouter } from './metrics/metrics.routes';
import { requestMetrics } from './metrics/request-metrics';
import { membersRouter } from './members/members.routes';
import { requireAdmin, requireAuth, requireSelf } from './middleware/auth';
import { myPageRouter } from './members/my-page.routes';
import { myPurchasesRouter } from './purchases/my-purchases.routes';
import { cartsRouter } from './carts/carts.routes';
import { adminPurchasesRouter } from './purchases/admin-purchases.routes';
import { adminReconciliationsRouter } from './reconciliations/reconciliations.routes';
import { checkoutRouter } from './purchases/checkout.routes';
import { paymentFailuresRouter } from './purchases/payment-failures.routes';
import { paymentsRouter } from './purchases/payments.routes';
import { virtualAccountsRouter } from './purchases/virtual-accounts.routes';
import { paymentWebhooksRouter } from './payments/payment-webhooks.routes';
import { adminCatalogueRouter } from './catalogue/admin-catalogue.routes';
import { catalogueRouter } from './catalogue/catalogue.routes';
import { adminContentsRouter } from './contents/admin-contents.routes';
import { contentsRouter } from './contents/contents.routes';
import { adminImagesRouter, IMAGE_UPLOAD_PATH } from './contents/images.routes';
import { uploadsRouter } from './contents/uploads.routes';
import { createStorage } from './providers/storage';
import { testGatewayRouter } from './providers/payments/test-gateway.routes';
import { testVirtualAccountsRouter } from './providers/payments/test-gateway-virtual-accounts.routes';
import { mainsRouter } from './mains/mains.routes';
import { searchRouter } from './search/search.routes';
import { ResponseCache, servePublicCache } from './lib/response-cache';
import { notifyStorefront } from './lib/storefront-revalidate';
import { tagsOfAdminWrite, tagsOfPublicPath } from '../lib/cache-tags';
import { myServicesRouter } from './services/services.routes';
import { instarterRouter } from './instarter/instarter.routes';
import { adminTasksRouter } from './tasks/admin-tasks.routes';
import { adminAlertsRouter } from './tasks/admin-alerts.routes';
import { adminPanelsRouter } from './panels/admin-panels.routes';
import { adminInstarterRouter } from './instarter/admin-instarter.routes';
import { instagramRouter } from './instagram/instagram.routes';
import { myQnasRouter } from './qnas/qnas.routes';
import { adminQnasRouter } from './qnas/admin-qnas.routes';
import { reviewsRouter, REVIEW_IMAGE_UPLOAD_PATH } from './reviews/reviews.routes';
import { adminReviewsRouter } from './reviews/admin-reviews.routes';
import { memberInfoRouter } from './members/member-info.routes';
import { notificationPreferencesRouter } from './notifications/notification-preferences.routes';
import { passwordResetRouter } from './members/password-reset.routes';
import { emailVerificationRouter } from './members/email-verification.routes';
import { adminMailsRouter } from './mail/admin-mails.routes';
import { adminNotificationsRouter } from './notifications/admin-notifications.routes';
import { adminOutboxRouter } from './notifications/admin-outbox.routes';
import { adminRefundsRouter } from './refunds/admin-refunds.routes';
import { adminShortfallsRouter } from './shortfalls/admin-shortfalls.routes';
import { adminSalesRouter } from './sales/sales.routes';
import { adminMembersRouter } from './members/admin-members.routes';
import { adminMemberPointsRouter } from './members/admin-member-points.routes';
import { adminCouponsRouter } from './coupons/admin-coupons.routes';
import { adminCouponIssuesRouter } from './coupons/admin-coupon-issues.routes';
import { myCouponsRouter } from './coupons/my-coupons.routes';
import { adminAuditLogsRouter } from './audit-logs/audit-logs.routes';
import { adminPurchasesExportRouter } from './purchases/admin-purchases-export.routes';
import { adminTasksExportRouter } from './tasks/admin-tasks-export.routes';
import { adminQnasExportRouter } from './qnas/admin-qnas-export.routes';
import { adminReviewsExportRouter } from './reviews/admin-reviews-export.routes';
import { adminMembersExportRouter } from './members/admin-members-export.routes';
import { requireMfa } from './middleware/mfa';
import { socialLoginRouter } from './social-accounts/social-login.routes';
import { mySocialAccountsRouter } from './social-accounts/my-social-accounts.routes';
import { testIdpRouter } from './providers/identity/test-idp.routes';
import { adminMfaRouter } from './operators/mfa.routes';
import { adminOperatorsRouter } from './operators/operators.routes';
import { standInsRouter } from './stand-ins/stand-ins.routes';
import { adminStandInsRouter } from './stand-ins/admin-stand-ins.routes';
import { policiesRouter } from './policies/policies.routes';
import { adminPoliciesRouter } from './policies/admin-policies.routes';
import { businessDetailsRouter } from './business-details/business-details.routes';
import { adminBusinessDetailsRouter } from './business-details/admin-business-details.routes';

/** 공개 카탈로그·콘텐츠: 자주 읽히고 드물게 바뀌므로 직렬화된 응답을 캐시한다(헬스 체크와 인스타그램 조회는 빼고) */
const PUBLIC_CACHE_PATH = /^\/v1\/(orders\/(?!instagram\/).+|mains(?!\/health-check$)(\/.*)?|search|notices(\/.*)?|faqs|articles(\/.*)?|banners|popups|policies\/[a-z]+|business-details)$/;

function requestIdOf(incoming: string | undefined): string {
  return incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

function errorBody(err: ApiError) {
  return { code: err.code, message: err.message, meta: err.meta };
}

export function createApp(deps: AppDeps) {
  const app = createRouter();
  const origins = webOrigins(deps.config);
  const allowOrigin = (origin: string) => (origins.includes(origin) ? origin : null);
  const cache = new ResponseCache(deps.config.PUBLIC_CACHE_TTL_SECONDS * 1000);
  const metrics = deps.metrics ?? createMetrics();
  metrics.attachDatabase(deps.db, deps.now);

  // 맨 앞: 공개 캐시가 바로 답한 요청까지 시간을 잰다. 내리는 중이면 연결을 닫게 해 다음 요청은 다른 인스턴스로 간다
  app.use('*', requestMetrics(metrics, deps.lifecycle));
  // 맨 앞: 캐시에 있는 공개 GET 은 아래 미들웨어를 거치지 않고 바로 답한다(헤더는 처음 만들 때 것 그대로)
  app.use(
    '*',
    servePublicCache(cache, {
      cacheable: (path) => PUBLIC_CACHE_PATH.test(path),
      tagsOf: tagsOfPublicPath,
      requestId: (c) => requestIdOf(c.req.header('x-request-id')),
      allowOrigin,
    }),
  );

  app.use('*', async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    if (c.res.status >= 500) {
      deps.logger.error({ requestId, method: c.req.method, path: c.req.path, status: c.res.status }, 'request failed');
    } else {
      deps.logger.debug(
        { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(
    '*',
    cors({
      origin: allowOrigin,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'X-My-Info-Session', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
      // 소셜 로그인의 브라우저 묶음 쿠키(oauth_binding)가 웹의 호출에 실리게. 출처는 위의 허용 목록만
      credentials: true,
      maxAge: 600,
    }),
  );
  const generalBodyLimit = bodyLimit({
    maxSize: deps.config.BODY_LIMIT_BYTES,
    onError: () => {
      throw fail('PAYLOAD_TOO_LARGE', { maxBytes: deps.config.BODY_LIMIT_BYTES });
    },
  });
  // 이미지 업로드는 자기 한도(5MB)를 따로 건다
  // GET·HEAD 에는 본문이 없다: 한도 검사가 요청 본문 스트림을 만들지 않게 건너뛴다
  app.use('/v1/*', (c, next) =>
    c.req.path === IMAGE_UPLOAD_PATH || c.req.path === REVIEW_IMAGE_UPLOAD_PATH || c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : generalBodyLimit(c, next),
  );
  const storage = createStorage(deps.config);
  app.route('/uploads', uploadsRouter(storage));
  // 내장 테스트 결제창: 실제 결제사를 쓸 때는 붙이지 않는다
  if (deps.config.PAYMENTS_PROVIDER === 'test') {
    app.route('/test-gateway', testGatewayRouter(deps));
    app.route('/test-gateway/virtual-accounts', testVirtualAccountsRouter(deps));
  }

  // 내장 테스트 소셜 로그인 제공자의 동의 화면: 키가 .env 에 있는 제공자는 404
  app.route('/v1/test-idp', testIdpRouter(deps));

  // 로그인 없이 쓰는 라우트
  app.route('/v1/members', membersRouter);
  app.route('/v1/members', socialLoginRouter);
  app.route('/v1/members', passwordResetRouter);
  // 가입 인증: 링크 확인은 로그인 없이, 다시 보내기는 라우터 안에서 requireAuth
  app.route('/v1/members', emailVerificationRouter);
  app.route('/v1/mains', healthCheckRouter);
  // 살아 있음·준비됨(호스팅·프록시의 건강 확인)과 Prometheus 지표(/v1 밖: 프록시가 내보내지 않는다)
  app.route('/v1/health', healthRouter);
  app.route('/metrics', metricsRouter(metrics));
  // 시험용 어댑터(웹의 시험 환경 띠): 설정에서 나오므로 공개 캐시에 넣지 않고 웹이 60초씩 들고 있는다
  app.route('/v1/stand-ins', standInsRouter);

  // /v1/orders/instagram/* 가 카탈로그의 /{snsChannelId}/{productTypeId} 보다 먼저
  app.route('/v1/orders/instagram', instagramRouter);
  app.route('/v1/orders', catalogueRouter);
  app.route('/v1/mains', mainsRouter);
  // 검색: 공개 카탈로그와 같은 규칙(보이는 것만)이라 공개 캐시에 든다(검색어마다 한 칸)
  app.route('/v1/search', searchRouter);
  app.route('/v1', contentsRouter);
  // 약관·개인정보처리방침·환불 정책과 사업자 정보: 공개 캐시에 든다(태그 policies, business-details)
  app.route('/v1', policiesRouter);
  app.route('/v1', businessDetailsRouter);
  // 인스타터 주문 조회·재충전: 로그인 대신 주문 확인 정보(주문번호·연락처)로
  app.route('/v1/instarter', instarterRouter);
  // 후기: 읽기는 공개, 쓰기(작성·사진)는 라우터 안에서 requireAuth.
  // 회원이 후기를 쓰면(사진 올리기는 아직 후기가 아니다) 웹의 후기 화면(ISR, 태그 reviews)을 비우고, 그 알림을 기다린 뒤 답한다
  app.use('/v1/reviews/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400 && c.req.path !== REVIEW_IMAGE_UPLOAD_PATH) {
      await notifyStorefront(deps.config, deps.logger, ['reviews']);
    }
  });
  app.route('/v1/reviews', reviewsRouter);
  // 결제사 웹훅: 로그인 대신 secret 과 결제사 조회로 검증한다
  app.route('/v1/payments', paymentWebhooksRouter);

  // 여기부터 본인 것만 — 경로의 memberId 가 토큰의 회원과 같아야 한다
  app.use('/v1/my-page/:memberId', requireAuth, requireSelf);
  app.use('/v1/my-page/:memberId/*', requireAuth, requireSelf);
  app.route('/v1/my-page', myPageRouter);
  app.route('/v1/my-page', myPurchasesRouter);
  app.route('/v1/my-page', myServicesRouter);
  app.route('/v1/my-page', myQnasRouter);
  app.route('/v1/my-page', memberInfoRouter);
  app.route('/v1/my-page', myCouponsRouter);
  app.route('/v1/my-page', mySocialAccountsRouter);
  app.route('/v1/my-page', notificationPreferencesRouter);

  // 로그인한 회원: 장바구니와 결제. 남의 것은 서비스가 404 로 막는다
  app.use('/v1/carts', requireAuth);
  app.use('/v1/carts/*', requireAuth);
  app.use('/v1/purchases/*', requireAuth);
  app.route('/v1/carts', cartsRouter);
  app.route('/v1/purchases', checkoutRouter);
  app.route('/v1/purchases', paymentsRouter);
  app.route('/v1/purchases', paymentFailuresRouter);
  app.route('/v1/purchases', virtualAccountsRouter);

  // 관리자만, OWNER·MANAGER 는 2단계 인증까지(/admin/me, /admin/mfa/* 는 빼고).
  // 쓰기가 성공하면 그 쓰기가 바꾼 공개 캐시만 지우고 스토어프론트에도 그 태그만 알린다(입금 확인·작업 재시도는 아무것도)
  app.use('/v1/admin/*', requireAuth, requireAdmin, requireMfa, async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) {
      const tags = tagsOfAdminWrite(c.req.path);
      if (tags.length === 0) return;
      cache.invalidate(tags);
      void notifyStorefront(deps.config, deps.logger, tags);
    }
  });
  // CSV 내보내기(/<목록>/export)는 목록 라우터보다 먼저: '/<목록>/{id}' 가 'export' 를 id 로 읽지 않게
  app.route('/v1/admin', adminPurchasesExportRouter);
  app.route('/v1/admin', adminTasksExportRouter);
  app.route('/v1/admin', adminQnasExportRouter);
  app.route('/v1/admin', adminReviewsExportRouter);
  app.route('/v1/admin', adminMembersExportRouter);
  app.route('/v1/admin', adminCatalogueRouter);
  app.route('/v1/admin', adminContentsRouter);
  app.route('/v1/admin', adminPurchasesRouter);
  app.route('/v1/admin', adminReconciliationsRouter);
  app.route('/v1/admin', adminImagesRouter(storage));
  app.route('/v1/admin', adminTasksRouter);
  app.route('/v1/admin', adminAlertsRouter);
  app.route('/v1/admin', adminPanelsRouter);
  app.route('/v1/admin', adminInstarterRouter);
  app.route('/v1/admin', adminQnasRouter);
  app.route('/v1/admin', adminReviewsRouter);
  app.route('/v1/admin', adminMailsRouter);
  app.route('/v1/admin', adminNotificationsRouter);
  app.route('/v1/admin', adminOutboxRouter);
  app.route('/v1/admin', adminRefundsRouter);
  app.route('/v1/admin', adminShortfallsRouter);
  app.route('/v1/admin', adminSalesRouter);
  app.route('/v1/admin', adminMembersRouter);
  app.route('/v1/admin', adminMemberPointsRouter);
  app.route('/v1/admin', adminCouponsRouter);
  app.route('/v1/admin', adminCouponIssuesRouter);
  app.route('/v1/admin', adminAuditLogsRouter);
  app.route('/v1/admin', adminMfaRouter);
  app.route('/v1/admin', adminOperatorsRouter);
  app.route('/v1/admin', adminStandInsRouter);
  app.route('/v1/admin', adminPoliciesRouter);
  app.route('/v1/admin', adminBusinessDetailsRouter);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.doc31('/v1/openapi.json', {
    openapi: '3.1.0',
    info: { title: '성장 서비스 스토어 API', version: '1.0.0', description: '스토어프론트와 관리자 콘솔이 쓰는 /v1 API' },
  });
  app.route('/v1/docs', docsRouter('/v1/openapi.json'));

  app.notFound((c) => c.json(errorBody(fail('ROUTE_NOT_FOUND')), 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.status === 429 && typeof err.meta?.retryAfterSeconds === 'number') {
        c.header('Retry-After', String(err.meta.retryAfterSeconds));
      }
      return c.json(errorBody(err), err.status);
    }
    if (err instanceof HTTPException) {
      // 깨진 JSON 등 Hono 가 직접 던지는 4xx
      const status = err.status as ContentfulStatusCode;
      if (status === 400) return c.json(errorBody(fail('MALFORMED_BODY')), 400);
      if (status < 500) return c.json(errorBody(fail('BAD_REQUEST')), status);
    }
    deps.logger.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json(errorBody(fail('INTERNAL_ERROR', { requestId: c.get('requestId') })), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
