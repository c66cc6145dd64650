// route-cache-handler.mjs 의 타입(시험이 쓰는 부분)
export function withScriptPolicy<T>(value: T, env?: Record<string, string | undefined>): T;
declare const RouteCacheHandler: unknown;
export default RouteCacheHandler;
