/**
 * 브라우저 계측. Sentry 는 DSN 이 있을 때만 동적 import 로 불러온다:
 * 첫 화면 JS 에 SDK(수십 KB)가 실리지 않게 하려는 것.
 * lib/env 대신 process.env 를 직접 읽는 것도 같은 이유(zod 를 여기서 끌어오지 않는다).
 */
type SentryModule = typeof import('@sentry/nextjs');

// 화면의 보안 정책(CSP)은 eval 을 막는다: zod 는 처음 객체를 검사할 때 new Function 으로 JIT 가 되는지 떠보는데,
// 막혀서 잡힌 그 시도도 securitypolicyviolation 으로 보고된다. zod 를 불러오기 전에 전역 설정으로 JIT 를 끈다
// (zod 는 globalThis.__zod_globalConfig 를 제 설정으로 쓴다: 여기서 zod 를 import 하면 첫 화면 JS 에 실린다)
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

let sentry: SentryModule | null = null;
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => {
    // docs/product.md, Limits and layout 의 리플레이 설정. 유휴 5분 일시정지·15분 만료는 SDK 고정값과 같아 따로 줄 옵션이 없다.
    Sentry.init({
      dsn,
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
      integrations: [
        Sentry.replayIntegration({
          maxReplayDuration: 60 * 60 * 1000,
          maskAllText: true,
          maskAllInputs: true,
          blockAllMedia: true,
        }),
      ],
    });
    sentry = Sentry;
  });
}

/** App Router 의 페이지 전환을 추적에 남긴다(SDK 가 늦게 오면 그 전 전환은 건너뛴다). */
export function onRouterTransitionStart(href: string, navigationType: string) {
  sentry?.captureRouterTransitionStart(href, navigationType);
}
