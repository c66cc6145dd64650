/**
 * 브라우저 계측. Sentry 는 DSN 이 있을 때만 동적 import 로 불러온다:
 * 첫 화면 JS 에 SDK(수십 KB)가 실리지 않게 하려는 것.
 * lib/env 대신 process.env 를 직접 읽는 것도 같은 이유(zod 를 여기서 끌어오지 않는다).
 */
type SentryModule = typeof import('@sentry/nextjs');

let sentry: SentryModule | null = null;
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => {
    // SPEC.md 9절의 리플레이 설정. 유휴 5분 일시정지·15분 만료는 SDK 고정값과 같아 따로 줄 옵션이 없다.
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
