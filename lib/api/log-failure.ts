import axios from 'axios';
import type { ApiFailureLog } from '../schemas/log';
import { readUserInfoCookie } from '../session/client';
import type { ApiError } from './api-error';
import { redactUrl } from './log-redact';

const LOG_PATH = '/api/log';

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** 실패한 호출 하나를 docs/product.md, Calls and failures 의 필드 그대로 만든다 (길이는 ApiFailureLogSchema 한도로 자른다). */
export function buildApiFailureLog(error: unknown, apiError: ApiError): ApiFailureLog {
  const config = axios.isAxiosError(error) ? error.config : undefined;
  return {
    statusCode: apiError.status,
    message: cut(error instanceof Error ? error.message : String(error), 2000),
    // ApiError 가 이미 봉투 없는 실패를 'unknown' / '알 수 없는 에러' 로 바꿔 두었다.
    errorCode: cut(apiError.code, 200),
    errorMessage: cut(apiError.message, 2000),
    method: cut((config?.method ?? 'get').toUpperCase(), 16),
    endpoint: cut(redactUrl(config?.url ?? ''), 2000),
    // 메일 링크로 연 화면의 ?token= 은 로그에 남기지 않는다
    currentUrl: cut(redactUrl(window.location.href), 2000),
    userAgent: cut(navigator.userAgent, 512),
    userInfo: readUserInfoCookie(),
  };
}

/**
 * 보내고 잊는다: keepalive 라 페이지를 떠나도 전송되고, 로그 실패가 원래 오류를 가리지 않게 삼킨다.
 * axios 가 아닌 fetch 를 쓰므로 이 호출은 인터셉터를 지나지 않아 자기 자신을 기록하지 않는다.
 */
export function postApiFailureLog(log: ApiFailureLog): void {
  try {
    // 같은 출처의 상대 경로. Node(테스트) 의 fetch 는 상대 주소를 못 읽어 origin 으로 풀어 둔다.
    const url = new URL(LOG_PATH, window.location.origin).toString();
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(log),
    }).catch(() => undefined);
  } catch {
    // 로그는 부가 기능이다: 어떤 경우에도 던지지 않는다.
  }
}
