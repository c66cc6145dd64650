// 웹의 보안 머리글(CSP·HSTS 등)을 만드는 곳. next.config.ts(모든 화면의 기본 정책), proxy.ts(요청마다 그리는
// 화면의 nonce 정책), route-cache-handler.mjs(라우트 캐시에 든 화면의 해시 정책)가 함께 쓴다.
// 캐시 처리기는 Next 서버가 빌드 없이 그대로 불러오는 파일이라 이 파일도 순수 JS 로 둔다(타입은 .d.mts).
import { createHash } from 'node:crypto';

/** 토스페이먼츠 결제창 SDK v2: 스크립트는 js.tosspayments.com, 결제창(iframe)과 SDK 의 호출은 그 하위 도메인들 */
export const TOSS = {
  script: ['https://js.tosspayments.com'],
  frame: ['https://*.tosspayments.com', 'https://*.toss.im'],
  connect: ['https://*.tosspayments.com'],
  form: ['https://*.tosspayments.com'],
};

/** 결제창 SDK 를 부르는 화면: 결제(주문서)와 결제 뒤 돌아오는 화면. 다른 화면에서는 토스 주소를 열어 두지 않는다 */
export const CHECKOUT_PATH = /^\/checkout(\/|$)/;

/** http(s) 주소의 출처(끝 슬래시 없이). 비었거나 주소가 아니면 null */
function originOf(value) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Sentry DSN(https://키@o1.ingest.sentry.io/2)에서 이벤트를 보낼 출처 */
function sentryOrigin(dsn) {
  return originOf(dsn);
}

/**
 * 정책에 들어갈 바깥 출처들. 환경변수에서 한 번에 읽는다:
 * NEXT_PUBLIC_API_URL(api), NEXT_PUBLIC_UPLOADS_URL(S3·CDN 의 업로드 공개 주소, 없으면 api 의 /uploads),
 * NEXT_PUBLIC_SENTRY_DSN(있을 때만 Sentry).
 * @param {Record<string, string | undefined>} env
 */
export function policySources(env) {
  return {
    production: env.NODE_ENV === 'production',
    api: originOf(env.NEXT_PUBLIC_API_URL || 'http://localhost:4000'),
    uploads: originOf(env.NEXT_PUBLIC_UPLOADS_URL),
    sentry: sentryOrigin(env.NEXT_PUBLIC_SENTRY_DSN),
  };
}

const unique = (list) => [...new Set(list.filter(Boolean))];
const directive = (name, values) => `${name} ${unique(values).join(' ')}`;

/** script-src 의 공통 부분: 사이트 자신, 결제 화면이면 토스 SDK, 개발 서버면 'unsafe-eval'(React 의 디버그 스택) */
function scriptSources({ production }, { checkout }) {
  return ["'self'", ...(checkout ? TOSS.script : []), ...(production ? [] : ["'unsafe-eval'"])];
}

/**
 * 모든 화면이 받는 기본 정책. 스크립트는 사이트와 결제 SDK 에서만 오고, 인라인 스크립트는 여기서는 열어 둔다:
 * Next 의 인라인 스크립트(RSC 페이로드)를 화면마다 다르게 허락하는 일은 두 번째 정책(scriptPolicy)이 한다.
 * 브라우저는 두 정책을 모두 지키므로, 두 번째 정책이 붙은 화면에서는 nonce·해시가 없는 인라인 스크립트가 돌지 않는다.
 * @param {ReturnType<typeof policySources>} sources
 * @param {{ checkout?: boolean }} [page]
 */
export function basePolicy(sources, { checkout = false } = {}) {
  const { api, uploads, sentry } = sources;
  return [
    "default-src 'self'",
    directive('script-src', [...scriptSources(sources, { checkout }), "'unsafe-inline'"]),
    // emotion 이 그리는 <style> 과 style 속성: 스타일은 스크립트를 돌리지 못한다
    "style-src 'self' 'unsafe-inline'",
    // data: 는 기본 아이콘·2단계 인증 QR, blob: 은 후기 사진 미리보기
    directive('img-src', ["'self'", 'data:', 'blob:', api, uploads]),
    "font-src 'self'",
    directive('connect-src', ["'self'", api, sentry, ...(checkout ? TOSS.connect : [])]),
    checkout ? directive('frame-src', TOSS.frame) : "frame-src 'none'",
    // Sentry 리플레이는 압축 일꾼을 blob: 으로 띄운다
    ...(sentry ? ["worker-src 'self' blob:"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    // 테스트 결제창은 폼이 아니라 주소 이동(location.assign)으로 간다: 폼을 받는 곳은 사이트와 토스 결제창뿐
    directive('form-action', ["'self'", ...(checkout ? TOSS.form : [])]),
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * 두 번째 정책: 스크립트만 다룬다. nonce(요청마다 그리는 화면) 또는 해시(라우트 캐시의 화면)가 있으면
 * 'unsafe-inline' 이 없으므로, 그 값을 갖지 않은 인라인 스크립트와 on* 속성은 돌지 않는다.
 * @param {ReturnType<typeof policySources>} sources
 * @param {{ checkout?: boolean, nonce?: string, hashes?: string[] }} page
 */
export function scriptPolicy(sources, { checkout = false, nonce, hashes = [] }) {
  const allowed = [...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes.map((h) => `'${h}'`)];
  // nonce 를 맨 앞에: Next 는 요청 머리글의 정책에서 첫 script-src 의 nonce 를 읽는데, 프록시의 응답 머리글(두 정책을
  // 쉼표로 이은 것)도 요청 머리글에 덮어쓴다. 스크립트 정책을 앞에, nonce 를 그 첫 값으로 두어야 그대로 읽힌다
  return directive('script-src', [...allowed, ...scriptSources(sources, { checkout })]);
}

/**
 * Next·React 가 HTML 에 싣는 인라인 스크립트의 모양. 캐시된 화면에서는 이 모양인 것만 해시로 허락한다:
 * 화면에 끼어든 다른 인라인 스크립트는 해시를 받지 못해 막힌다.
 */
const FRAMEWORK_INLINE = [
  // Turbopack 런타임이 첫 화면의 청크 목록을 넘기는 줄(같은 사이트의 static/chunks 만)
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"static\/chunks\/[\w.~-]+\.js",?)*\],"runtimeModuleIds":\[[\d,]*\]\}\);?$/,
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^self\.__next_f\.push\(\[\d,"(?:[^"\\]|\\.)*"\]\)$/,
  /^self\.__next_f\.push\(\[\d\]\)$/,
  // React 의 Suspense 경계 완성($RC·$RS·$RX·$RV·$RB 등과 그 호출)
  /^(?:\$R[A-Z]=[\s\S]*;)?\$R[A-Z]\("(?:[^"\\]|\\.)*"(?:,"(?:[^"\\]|\\.)*")*\);?$/,
  /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$/,
  /^document\.querySelectorAll\('body link\[rel="icon"\], body link\[rel="apple-touch-icon"\]'\)\.forEach\(el => document\.head\.appendChild\(el\)\)$/,
];

/** 인라인(src 없는) <script> 의 본문들. JSON 같은 데이터 스크립트(type 지정)는 돌지 않으므로 뺀다 */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
    if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) continue;
    out.push(m[2]);
  }
  return out;
}

/** 캐시된 HTML 에서 Next·React 모양의 인라인 스크립트만 골라 해시(sha256-…)를 만든다 */
export function frameworkScriptHashes(html) {
  const hashes = inlineScripts(html)
    .filter((body) => FRAMEWORK_INLINE.some((re) => re.test(body)))
    .map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  return unique(hashes);
}

/**
 * next.config 의 headers(): 모든 응답의 보안 머리글. HSTS 는 운영(https)에서만.
 * @param {ReturnType<typeof policySources>} sources
 * @param {{ checkout?: boolean }} [page]
 */
export function securityHeaders(sources, page = {}) {
  return [
    { key: 'Content-Security-Policy', value: basePolicy(sources, page) },
    ...(sources.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  ];
}
