// 라우트 캐시(ISR) 처리기: Next 의 파일 시스템 캐시를 그대로 쓰고, 캐시에 드는 화면(APP_PAGE)마다
// 그 HTML 의 Next·React 인라인 스크립트 해시로 만든 스크립트 정책(Content-Security-Policy)을 머리글에 얹는다.
// nonce 는 요청마다 달라야 해서 캐시된 HTML 에 실을 수 없다: 해시는 HTML 이 바뀔 때(빌드·재검증)만 한 번 계산하고,
// Next 는 캐시 항목의 머리글을 응답에 그대로 붙인다. 캐시 적중(x-nextjs-cache: HIT)은 그대로다.
// Next 서버가 빌드 없이 불러오는 파일이라 순수 JS 다(docs/decisions.md, Content-Security-Policy).
// eslint-disable-next-line no-restricted-imports -- 우리 server/ 가 아니라 Next 의 기본 캐시 처리기다
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { frameworkScriptHashes, policySources, scriptPolicy } from './content-security-policy.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const HEADER = 'content-security-policy';

/** 캐시 항목이 화면(HTML)이면 스크립트 정책을 머리글에 둔다. 같은 항목에 다시 불려도 결과는 같다 */
export function withScriptPolicy(value, env = process.env) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !value.html) return value;
  const policy = scriptPolicy(policySources(env), { hashes: frameworkScriptHashes(value.html) });
  value.headers = { ...value.headers, [HEADER]: policy };
  return value;
}

export default class RouteCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    // 빌드 때 미리 그린 화면(.html·.meta)도 처음 읽을 때 정책을 얻는다(메모리 캐시의 같은 항목이 그 뒤로 재사용된다)
    if (entry?.value && !entry.value.headers?.[HEADER]) withScriptPolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    // 같은 객체가 이번 요청의 응답으로도 나가므로(캐시에 처음 드는 MISS 응답) 그 응답도 정책을 갖는다
    return super.set(key, withScriptPolicy(data), ctx);
  }
}
