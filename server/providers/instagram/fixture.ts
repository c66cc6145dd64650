import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, kstDate, kstStartOf } from '../../lib/time';
import { imageHostNotAllowed } from './errors';
import { FIXTURE_ACCOUNTS, FIXTURE_IMAGE_HOST, FIXTURE_IMAGES, type FixtureAccount, type FixturePost } from './fixture-data';
import type { InstagramAccount, InstagramFeed, InstagramProvider } from './types';

/** MIGRATIONS_DIR 처럼 작업 폴더 기준: tsx 로 돌리든 dist 로 묶든 같은 곳을 읽는다 */
const IMAGE_DIR = path.resolve(process.env.INSTAGRAM_FIXTURE_IMAGE_DIR ?? 'server/providers/instagram/fixture-images');
const IMAGE_PATH = /^\/images\/([a-z0-9-]+)\.jpg$/;
const KNOWN = new Set<string>(FIXTURE_IMAGES);

const imageUrl = (name: string, post?: string) =>
  `https://${FIXTURE_IMAGE_HOST}/images/${name}.jpg${post ? `?post=${post}` : ''}`;

/** 오늘(daysAgo 0) 게시물은 0시부터 지금까지를 하루로 보고 같은 비율 자리에 둔다: 언제 실행해도 '오늘' 안에, 순서 그대로 */
function takenAtOf(post: FixturePost, now: Date): Date {
  const start = kstStartOf(addDays(kstDate(now), -post.daysAgo)).getTime();
  if (post.daysAgo > 0) return new Date(start + post.minuteOfDay * 60_000);
  return new Date(start + Math.floor(((now.getTime() - start) * post.minuteOfDay) / (24 * 60)));
}

/** 네트워크 없이 답하는 내장 기본값: 예시 계정 몇 개와 작은 JPEG 들 */
export class FixtureInstagram implements InstagramProvider {
  readonly name = 'fixture' as const;

  constructor(
    private readonly now: () => Date,
    private readonly accounts: FixtureAccount[] = FIXTURE_ACCOUNTS,
  ) {}

  private find(username: string) {
    return this.accounts.find((a) => a.username === username.toLowerCase()) ?? null;
  }

  async account(username: string): Promise<InstagramAccount | null> {
    const a = this.find(username);
    if (!a) return null;
    return {
      username: a.username,
      fullName: a.fullName,
      profileImageUrl: a.avatar ? imageUrl(a.avatar) : null,
      isPrivate: a.isPrivate,
      followerCount: a.followerCount,
      followingCount: a.followingCount,
      postCount: a.postCount,
    };
  }

  async feeds(username: string, limit: number): Promise<InstagramFeed[]> {
    const a = this.find(username);
    if (!a || a.isPrivate) return [];
    const now = this.now();
    return a.posts.slice(0, Math.max(0, limit)).map((p) => ({
      shortcode: p.shortcode,
      url: `https://www.instagram.com/p/${p.shortcode}/`,
      imageUrl: imageUrl(p.image, p.shortcode),
      caption: p.caption,
      likeCount: p.likeCount,
      commentCount: p.commentCount,
      takenAt: takenAtOf(p, now).toISOString(),
      isVideo: p.isVideo,
    }));
  }

  /** fixture 호스트의 /images/{이름}.jpg 만 준다. 다른 주소는 네트워크에 나가지 않고 거절한다 */
  async fetchImage(url: string): Promise<{ contentType: string; bytes: Uint8Array }> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw imageHostNotAllowed();
    }
    const name = IMAGE_PATH.exec(parsed.pathname)?.[1];
    if (parsed.protocol !== 'https:' || parsed.host !== FIXTURE_IMAGE_HOST || !name || !KNOWN.has(name)) throw imageHostNotAllowed();
    const bytes = await readFile(path.join(IMAGE_DIR, `${name}.jpg`));
    return { contentType: 'image/jpeg', bytes: new Uint8Array(bytes) };
  }
}
