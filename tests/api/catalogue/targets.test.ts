import { describe, expect, it } from 'vitest';
import { normalizeTarget, TARGET_RULES, type TargetKind } from '../../../lib/schemas/targets';

const ok = (kind: TargetKind, input: string) => normalizeTarget(kind, input);

describe('normalizeTarget – 주문 대상 정규화 (lib/schemas/targets.ts)', () => {
  it('인스타그램 아이디 – @ 를 떼고 소문자로, 프로필 주소는 아이디로', () => {
    expect(ok('INSTAGRAM_USERNAME', '@Some.User')).toEqual({ ok: true, targetKey: 'some.user' });
    expect(ok('INSTAGRAM_USERNAME', '  some_user  ')).toEqual({ ok: true, targetKey: 'some_user' });
    expect(ok('INSTAGRAM_USERNAME', 'https://www.instagram.com/some_user/')).toEqual({ ok: true, targetKey: 'some_user' });
    expect(ok('INSTAGRAM_USERNAME', 'instagram.com/Some_User?igsh=abc')).toEqual({ ok: true, targetKey: 'some_user' });
  });

  it('인스타그램 아이디 – 공백·한글·31자·마침표로 시작하는 값은 거절하고 안내 문구를 준다', () => {
    for (const input of ['hello world', '아이디', 'a'.repeat(31), '.dotfirst', 'last.', '', '   ']) {
      expect(ok('INSTAGRAM_USERNAME', input), input).toEqual({ ok: false, message: TARGET_RULES.INSTAGRAM_USERNAME.message });
    }
  });

  it('인스타그램 게시물 – 릴스·공유 주소를 /p/{코드}/ 로', () => {
    expect(ok('INSTAGRAM_POST_URL', 'https://www.instagram.com/reel/Cabc123XYZ/?igsh=xyz')).toEqual({
      ok: true,
      targetKey: 'https://www.instagram.com/p/Cabc123XYZ/',
    });
    expect(ok('INSTAGRAM_POST_URL', 'instagram.com/someone/p/Cabc123XYZ')).toEqual({ ok: true, targetKey: 'https://www.instagram.com/p/Cabc123XYZ/' });
    expect(ok('INSTAGRAM_POST_URL', 'https://evil.example/p/Cabc123XYZ').ok).toBe(false);
  });

  it('유튜브 영상 – youtu.be 공유 링크, 쇼츠, 모바일 주소를 표준 watch 주소로', () => {
    const canonical = { ok: true, targetKey: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    expect(ok('YOUTUBE_VIDEO_URL', 'https://youtu.be/dQw4w9WgXcQ?si=AbCdEf')).toEqual(canonical);
    expect(ok('YOUTUBE_VIDEO_URL', 'https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(canonical);
    expect(ok('YOUTUBE_VIDEO_URL', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(canonical);
    expect(ok('YOUTUBE_VIDEO_URL', 'youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(canonical);
  });

  it('유튜브 영상 – 짧은 id, 다른 도메인, 주소가 아닌 값은 거절', () => {
    for (const input of ['https://youtu.be/short', 'https://vimeo.com/watch?v=dQw4w9WgXcQ', 'ftp://youtu.be/dQw4w9WgXcQ', '그냥 글자']) {
      expect(ok('YOUTUBE_VIDEO_URL', input).ok, input).toBe(false);
    }
  });

  it('유튜브 채널 – @핸들은 소문자로, /channel/UC... 는 그대로', () => {
    expect(ok('YOUTUBE_CHANNEL_URL', 'https://www.youtube.com/@MyChannel/videos')).toEqual({ ok: true, targetKey: 'https://www.youtube.com/@mychannel' });
    expect(ok('YOUTUBE_CHANNEL_URL', 'https://youtube.com/channel/UC1234567890abcdefghijkl')).toEqual({
      ok: true,
      targetKey: 'https://www.youtube.com/channel/UC1234567890abcdefghijkl',
    });
    expect(ok('YOUTUBE_CHANNEL_URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ').ok).toBe(false);
  });

  it('틱톡 – 아이디의 @ 제거, 영상 주소는 쿼리를 떼고 아이디를 소문자로', () => {
    expect(ok('TIKTOK_USERNAME', '@TikToker_1')).toEqual({ ok: true, targetKey: 'tiktoker_1' });
    expect(ok('TIKTOK_USERNAME', 'https://www.tiktok.com/@tiktoker_1?lang=ko')).toEqual({ ok: true, targetKey: 'tiktoker_1' });
    expect(ok('TIKTOK_VIDEO_URL', 'https://www.tiktok.com/@User.Name/video/7234567890123456789?is_from_webapp=1')).toEqual({
      ok: true,
      targetKey: 'https://www.tiktok.com/@user.name/video/7234567890123456789',
    });
    expect(ok('TIKTOK_VIDEO_URL', 'https://www.tiktok.com/@user/photo/7234567890123456789').ok).toBe(false);
  });

  it('페이스북 페이지 – 페이지 주소를 www 표준 주소로', () => {
    expect(ok('FACEBOOK_PAGE_URL', 'facebook.com/my.page')).toEqual({ ok: true, targetKey: 'https://www.facebook.com/my.page' });
    expect(ok('FACEBOOK_PAGE_URL', 'https://m.facebook.com/my.page/')).toEqual({ ok: true, targetKey: 'https://www.facebook.com/my.page' });
    expect(ok('FACEBOOK_PAGE_URL', 'https://www.facebook.com/my.page/posts/123').ok).toBe(false);
  });

  it('300자가 넘는 입력은 어떤 종류든 거절', () => {
    expect(ok('YOUTUBE_VIDEO_URL', `https://youtu.be/dQw4w9WgXcQ?x=${'a'.repeat(300)}`).ok).toBe(false);
  });
});
