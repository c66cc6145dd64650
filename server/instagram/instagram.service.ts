import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../config';
import { type InstagramAccount, type InstagramFeed, type InstagramFeedsResponse } from '../../lib/schemas/instagram';
import type { AppDeps } from '../lib/context';
import { ApiError, fail } from '../lib/errors';
import { instagramOf, type InstagramProvider } from '../providers/instagram';
import { FEED_IMAGE_MAX_BYTES, imageHostNotAllowed, imageNotImage, imageTooLarge, instagramUnavailable } from '../providers/instagram/errors';
import { ByteLru, TtlCache } from './lru-cache';

export const FEED_IMAGE_PATH = '/v1/orders/instagram/feed-image';
const ANSWER_TTL_MS = 60_000;
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

type Image = { contentType: string; bytes: Uint8Array };
type Caches = {
  accounts: TtlCache<InstagramAccount | null>;
  feeds: TtlCache<InstagramFeed[]>;
  images: ByteLru<Image>;
};

// 앱(config)마다 하나: 시험마다 새 앱이면 새 캐시
const cachesByConfig = new WeakMap<Config, Caches>();
function cachesOf(deps: AppDeps): Caches {
  let caches = cachesByConfig.get(deps.config);
  if (!caches) {
    caches = {
      accounts: new TtlCache(ANSWER_TTL_MS, 1000),
      feeds: new TtlCache(ANSWER_TTL_MS, 1000),
      images: new ByteLru(IMAGE_CACHE_BYTES),
    };
    cachesByConfig.set(deps.config, caches);
  }
  return caches;
}

export const proxiedImageUrl = (url: string) => `${FEED_IMAGE_PATH}?url=${encodeURIComponent(url)}`;

/** 어댑터가 ApiError 말고 다른 것을 던져도(파일 읽기 등) 회원에게는 502 한 가지로 */
async function upstream<T>(call: (p: InstagramProvider) => Promise<T>, deps: AppDeps): Promise<T> {
  try {
    return await call(instagramOf(deps));
  } catch (e) {
    if (e instanceof ApiError) throw e;
    deps.logger.warn({ err: e instanceof Error ? e.name : 'unknown' }, 'instagram provider failed');
    throw instagramUnavailable();
  }
}

async function cachedAccount(deps: AppDeps, username: string): Promise<InstagramAccount | null> {
  const { accounts } = cachesOf(deps);
  const now = deps.now().getTime();
  const hit = accounts.get(username, now);
  if (hit !== undefined) return hit;
  const found = await upstream((p) => p.account(username), deps);
  const account = found && { ...found, profileImageUrl: found.profileImageUrl && proxiedImageUrl(found.profileImageUrl) };
  accounts.set(username, account, now);
  return account;
}

export async function getAccountOrThrow(deps: AppDeps, username: string): Promise<InstagramAccount> {
  const account = await cachedAccount(deps, username);
  if (!account) throw fail('INSTAGRAM_ACCOUNT_NOT_FOUND', { username });
  return account;
}

/** 없는 계정은 404, 비공개 계정은 빈 목록과 isPrivate */
export async function listFeeds(deps: AppDeps, username: string, limit: number): Promise<InstagramFeedsResponse> {
  const account = await getAccountOrThrow(deps, username);
  if (account.isPrivate) return { username: account.username, isPrivate: true, items: [] };
  const { feeds } = cachesOf(deps);
  const key = `${username}:${limit}`;
  const now = deps.now().getTime();
  let items = feeds.get(key, now);
  if (!items) {
    const found = await upstream((p) => p.feeds(username, limit), deps);
    items = found.slice(0, limit).map((f) => ({ ...f, url: `https://www.instagram.com/p/${f.shortcode}/`, imageUrl: proxiedImageUrl(f.imageUrl) }));
    feeds.set(key, items, now);
  }
  return { username: account.username, isPrivate: false, items };
}

/** 어느 어댑터든 먼저 거르는 것: https, 계정·비밀번호 없는 주소. 호스트 허용 목록은 어댑터가 안다 */
function checkImageUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw imageHostNotAllowed();
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw imageHostNotAllowed();
  return url.toString();
}

/** 받은 바이트가 정말 이미지인지 내용으로 본다(상대가 보낸 Content-Type 은 믿지 않는다) */
async function checkedImage(bytes: Uint8Array): Promise<Image> {
  if (bytes.length > FEED_IMAGE_MAX_BYTES) throw imageTooLarge();
  if (bytes.length === 0) throw imageNotImage();
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !IMAGE_TYPES.has(found.mime)) throw imageNotImage();
  return { contentType: found.mime, bytes };
}

export async function getFeedImage(deps: AppDeps, raw: string): Promise<Image & { cached: boolean }> {
  const url = checkImageUrl(raw);
  const { images } = cachesOf(deps);
  const hit = images.get(url);
  if (hit) return { ...hit, cached: true };
  const fetched = await upstream((p) => p.fetchImage(url), deps);
  const image = await checkedImage(fetched.bytes);
  images.set(url, image);
  return { ...image, cached: false };
}
