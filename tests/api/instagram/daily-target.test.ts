import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { resolveDailyTarget } from '../../../server/instagram/daily-target';
import type { AppDeps } from '../../../server/lib/context';
import { createLogger } from '../../../server/lib/logger';
import type { InstagramFeed, InstagramProvider } from '../../../server/providers/instagram';

// resolveDailyTarget 은 DB 를 쓰지 않는다: 시계와 어댑터만 정해 준다
function depsAt(iso: string, instagram?: InstagramProvider): AppDeps {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_INTERNAL_URL: '' });
  return { db: undefined as unknown as Db, config, logger: createLogger('silent'), now: () => new Date(iso), instagram };
}

// 2026-03-10 14:00 KST
const AFTERNOON = '2026-03-10T05:00:00Z';

describe('resolveDailyTarget – 계정 대상(INSTAGRAM_USERNAME), 내장 fixture', () => {
  it('그날(KST) 올라온 가장 새 게시물의 주소', async () => {
    const deps = depsAt(AFTERNOON);
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'growth.cafe', runDate: '2026-03-10' })).toEqual({
      ok: true,
      link: 'https://www.instagram.com/p/CgRwCafe01/',
    });
    // 오늘 두 개 올린 계정: 더 늦게 올린 것
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'seoul.daily.eats', runDate: '2026-03-10' })).toEqual({
      ok: true,
      link: 'https://www.instagram.com/p/CsDlEats01/',
    });
  });

  it('자정 직후(00:05 KST)에도 오늘 게시물이 있는 계정은 찾는다', async () => {
    const deps = depsAt('2026-03-09T15:05:00Z');
    const r = await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'growth.cafe', runDate: '2026-03-10' });
    expect(r).toEqual({ ok: true, link: 'https://www.instagram.com/p/CgRwCafe01/' });
  });

  it('그날 올린 게시물이 없으면 ok:false 와 한국어 사유(later: 그날 다시 묻는다), 전날을 물으면 전날 것', async () => {
    const deps = depsAt(AFTERNOON);
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'hangang.runners', runDate: '2026-03-10' })).toEqual({
      ok: false,
      reason: '오늘 올라온 새 게시물이 없습니다.',
      later: true,
    });
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'hangang.runners', runDate: '2026-03-09' })).toEqual({
      ok: true,
      link: 'https://www.instagram.com/p/ChRunCrew01/',
    });
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'new.shop.kr', runDate: '2026-03-10' })).toEqual({
      ok: false,
      reason: '오늘 올라온 새 게시물이 없습니다.',
      later: true,
    });
  });

  it('비공개·없는 계정은 한국어 사유(later:false – 그날은 다시 묻지 않는다)', async () => {
    const deps = depsAt(AFTERNOON);
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'private.diary.kr', runDate: '2026-03-10' })).toEqual({
      ok: false,
      reason: '비공개 계정이라 게시물을 확인할 수 없습니다.',
      later: false,
    });
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'no.such.user.kr', runDate: '2026-03-10' })).toEqual({
      ok: false,
      reason: '인스타그램 계정을 찾을 수 없습니다.',
      later: false,
    });
  });

  it('날짜 경계는 KST: 15:00Z 는 다음 날 0시, 14:59:59Z 는 그 전날', async () => {
    const feed = (shortcode: string, takenAt: string | null): InstagramFeed => ({
      shortcode,
      url: `https://www.instagram.com/p/${shortcode}/`,
      imageUrl: 'https://scontent.cdninstagram.com/x.jpg',
      caption: null,
      likeCount: null,
      commentCount: null,
      takenAt,
      isVideo: false,
    });
    const provider: InstagramProvider = {
      account: async (username) => ({ username, fullName: null, profileImageUrl: null, isPrivate: false, followerCount: 1, followingCount: 1, postCount: 3 }),
      // 순서를 믿지 않는다: 시각으로 가장 새 것을 고른다
      feeds: async () => [feed('Boundary00a', '2026-03-09T15:00:00Z'), feed('NoTimeaaaaa', null), feed('LateMorning', '2026-03-10T02:00:00Z'), feed('Yesterday59', '2026-03-09T14:59:59Z')],
      fetchImage: async () => {
        throw new Error('not used');
      },
    };
    const deps = depsAt(AFTERNOON, provider);
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'boundary.kr', runDate: '2026-03-10' })).toEqual({
      ok: true,
      link: 'https://www.instagram.com/p/LateMorning/',
    });
    expect(await resolveDailyTarget(deps, { targetKind: 'INSTAGRAM_USERNAME', targetKey: 'boundary.kr', runDate: '2026-03-09' })).toEqual({
      ok: true,
      link: 'https://www.instagram.com/p/Yesterday59/',
    });
  });
});

describe('resolveDailyTarget – 주소 대상과 그 밖의 계정 대상', () => {
  it('게시물·영상 주소는 그 주소 그대로', async () => {
    const deps = depsAt(AFTERNOON);
    for (const [targetKind, targetKey] of [
      ['INSTAGRAM_POST_URL', 'https://www.instagram.com/p/CgRwCafe05/'],
      ['YOUTUBE_VIDEO_URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['TIKTOK_VIDEO_URL', 'https://www.tiktok.com/@growth/video/1234567890123'],
    ] as const) {
      expect(await resolveDailyTarget(deps, { targetKind, targetKey, runDate: '2026-03-10' })).toEqual({ ok: true, link: targetKey });
    }
  });

  it('새 게시물을 찾을 수 없는 계정 대상(틱톡 아이디, 유튜브 채널, 페이스북 페이지)은 한국어 사유', async () => {
    const deps = depsAt(AFTERNOON);
    for (const [targetKind, targetKey] of [
      ['TIKTOK_USERNAME', 'growth'],
      ['YOUTUBE_CHANNEL_URL', 'https://www.youtube.com/@growth'],
      ['FACEBOOK_PAGE_URL', 'https://www.facebook.com/growth'],
    ] as const) {
      expect(await resolveDailyTarget(deps, { targetKind, targetKey, runDate: '2026-03-10' })).toEqual({
        ok: false,
        reason: '이 주문 대상은 새 게시물을 자동으로 찾을 수 없습니다.',
        later: false,
      });
    }
  });
});
