/** 오류 하나의 모양. 도메인 파일은 이것만 가져온다(오류 목록은 다른 스키마를 가져오지 않는다) */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;
export type ErrorDef = { readonly status: ErrorStatus; readonly message: string; readonly code?: string; readonly detail?: true };
