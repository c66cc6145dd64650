# syntax=docker/dockerfile:1
# 그로스몰 이미지 두 개: api(Hono, esbuild 묶음)와 web(Next.js standalone). Next.js 공식 with-docker 예제를 따랐다.
#   docker build --target api -t growth-store-api .
#   docker build --target web -t growth-store-web --build-arg NEXT_PUBLIC_API_URL=https://shop.example.com \
#     --build-arg API_INTERNAL_URL=http://127.0.0.1:8080 --network host .
# 순서와 변수는 docs/operations.md(첫 배포)에 있다.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# 빌드에 쓰는 모든 의존성
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 실행에 쓰는 의존성만(devDependencies 없음). sharp·argon2 의 플랫폼 바이너리는 optional 이라 남기고,
# Node 자체를 담은 node-linux-* 만 지운다: 이미지의 Node 24 를 쓴다
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && rm -rf node_modules/node-linux-* && npm cache clean --force

FROM deps AS api-build
COPY . .
RUN node scripts/build-api.mjs

# 웹은 api 가 닿는 곳에서 빌드한다: 첫 화면·후기(ISR)를 미리 그리고, 시험 환경 띠를 운영 api 에서 읽는다
# (docs/decisions.md, Content-Security-Policy). API_INTERNAL_URL 이 닿지 않으면 화면을 요청마다 그린다
FROM deps AS web-build
ARG NEXT_PUBLIC_API_URL
ARG NEXT_PUBLIC_UPLOADS_URL
ARG NEXT_PUBLIC_SENTRY_DSN
ARG API_INTERNAL_URL
ENV NEXT_OUTPUT=standalone \
    NEXT_PUBLIC_API_URL=${NEXT_PUBLIC_API_URL} \
    NEXT_PUBLIC_UPLOADS_URL=${NEXT_PUBLIC_UPLOADS_URL} \
    NEXT_PUBLIC_SENTRY_DSN=${NEXT_PUBLIC_SENTRY_DSN} \
    API_INTERNAL_URL=${API_INTERNAL_URL}
COPY . .
RUN node node_modules/next/dist/bin/next build

FROM base AS api
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=4000 \
    MIGRATIONS_DIR=/app/server/db/migrations
RUN groupadd --system --gid 1001 nodejs && useradd --system --uid 1001 --gid nodejs store
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=api-build /app/dist ./dist
COPY server/db/migrations ./server/db/migrations
# ALLOW_INSTAGRAM_FIXTURE 로 연 스테이징만 읽는다
COPY server/providers/instagram/fixture-images ./server/providers/instagram/fixture-images
# 업로드·발송함 파일을 두는 곳(S3·SMTP 를 쓰는 운영에서는 비어 있다)
RUN mkdir -p .data && chown store:nodejs .data
USER store
EXPOSE 4000
# 준비됨: DB 가 답하고 마이그레이션이 적용되었으며 내리는 중이 아니다. 살아 있음만 볼 곳은 /v1/health/live
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.API_PORT||4000)+'/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM 을 받으면 하던 요청·작업을 SHUTDOWN_GRACE_SECONDS 안에 마치고 0 으로 끝난다(compose 의 stop_grace_period 는 그보다 길게)
CMD ["node", "dist/server/index.js"]

FROM base AS web
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 nodejs && useradd --system --uid 1001 --gid nodejs nextjs
COPY --from=web-build --chown=nextjs:nodejs /app/public ./public
# standalone: server.js 와 그 서버가 쓰는 파일만(라우트 캐시 처리기 lib/security/route-cache-handler.mjs 포함)
COPY --from=web-build --chown=nextjs:nodejs /app/.next/standalone ./
COPY --from=web-build --chown=nextjs:nodejs /app/.next/static ./.next/static
USER nextjs
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/manifest.webmanifest').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
