/** 주문 대상(계정·게시물·영상)의 종류. 상품마다 하나가 정해져 있고, 입력은 정규화되어 targetKey 가 된다. */
export const TARGET_KINDS = [
  'INSTAGRAM_USERNAME',
  'INSTAGRAM_POST_URL',
  'YOUTUBE_VIDEO_URL',
  'YOUTUBE_CHANNEL_URL',
  'TIKTOK_USERNAME',
  'TIKTOK_VIDEO_URL',
  'FACEBOOK_PAGE_URL',
] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

type Rule = { label: string; placeholder: string; message: string; normalize: (input: string) => string | null };

const username = (max: number) => (input: string, hostPattern: RegExp) => {
  const fromUrl = hostPattern.exec(input)?.[1];
  const name = (fromUrl ?? input).replace(/^@/, '').toLowerCase();
  return new RegExp(`^[a-z0-9._]{1,${max}}$`).test(name) && !/^\.|\.$/.test(name) ? name : null;
};

function parseUrl(input: string): URL | null {
  try {
    const url = new URL(/^https?:\/\//i.test(input) ? input : `https://${input}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
const hostIs = (url: URL, ...hosts: string[]) => hosts.includes(url.hostname.replace(/^(www\.|m\.)/, ''));

export const TARGET_RULES: Record<TargetKind, Rule> = {
  INSTAGRAM_USERNAME: {
    label: '인스타그램 아이디',
    placeholder: '@아이디 또는 프로필 주소',
    message: '인스타그램 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 30자 이내)',
    normalize: (s) => username(30)(s, /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)/i),
  },
  INSTAGRAM_POST_URL: {
    label: '인스타그램 게시물 주소',
    placeholder: 'https://www.instagram.com/p/...',
    message: '인스타그램 게시물 주소를 확인해주세요.',
    normalize: (s) => {
      const url = parseUrl(s);
      const m = url && hostIs(url, 'instagram.com') ? /^\/(?:[^/]+\/)?(?:p|reel|tv)\/([\w-]{5,40})/.exec(url.pathname) : null;
      return m ? `https://www.instagram.com/p/${m[1]}/` : null;
    },
  },
  YOUTUBE_VIDEO_URL: {
    label: '유튜브 영상 주소',
    placeholder: 'https://youtu.be/...',
    message: '유튜브 영상 주소를 확인해주세요.',
    normalize: (s) => {
      const url = parseUrl(s);
      if (!url) return null;
      let id: string | null = null;
      if (hostIs(url, 'youtu.be')) id = url.pathname.slice(1).split('/')[0] ?? null;
      else if (hostIs(url, 'youtube.com')) {
        id = url.searchParams.get('v') ?? /^\/(?:shorts|live|embed)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
      }
      return id && /^[\w-]{11}$/.test(id) ? `https://www.youtube.com/watch?v=${id}` : null;
    },
  },
  YOUTUBE_CHANNEL_URL: {
    label: '유튜브 채널 주소',
    placeholder: 'https://www.youtube.com/@채널',
    message: '유튜브 채널 주소를 확인해주세요.',
    normalize: (s) => {
      const url = parseUrl(s);
      if (!url || !hostIs(url, 'youtube.com')) return null;
      const handle = /^\/@([\w.-]{3,30})\/?/.exec(url.pathname)?.[1];
      if (handle) return `https://www.youtube.com/@${handle.toLowerCase()}`;
      const channel = /^\/channel\/(UC[\w-]{22})\/?/.exec(url.pathname)?.[1];
      return channel ? `https://www.youtube.com/channel/${channel}` : null;
    },
  },
  TIKTOK_USERNAME: {
    label: '틱톡 아이디',
    placeholder: '@아이디 또는 프로필 주소',
    message: '틱톡 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 24자 이내)',
    normalize: (s) => username(24)(s, /^(?:https?:\/\/)?(?:www\.)?tiktok\.com\/@([^/?#]+)/i),
  },
  TIKTOK_VIDEO_URL: {
    label: '틱톡 영상 주소',
    placeholder: 'https://www.tiktok.com/@아이디/video/...',
    message: '틱톡 영상 주소를 확인해주세요.',
    normalize: (s) => {
      const url = parseUrl(s);
      const m = url && hostIs(url, 'tiktok.com') ? /^\/@([\w.]{1,24})\/video\/(\d{8,25})/.exec(url.pathname) : null;
      return m ? `https://www.tiktok.com/@${m[1]!.toLowerCase()}/video/${m[2]}` : null;
    },
  },
  FACEBOOK_PAGE_URL: {
    label: '페이스북 페이지 주소',
    placeholder: 'https://www.facebook.com/페이지',
    message: '페이스북 페이지 주소를 확인해주세요.',
    normalize: (s) => {
      const url = parseUrl(s);
      const m = url && hostIs(url, 'facebook.com', 'fb.com') ? /^\/([\w.-]{3,80})\/?$/.exec(url.pathname) : null;
      return m ? `https://www.facebook.com/${m[1]}` : null;
    },
  },
};

export type TargetResult = { ok: true; targetKey: string } | { ok: false; message: string };

/** 주문 대상 입력을 정규화한다: @ 제거, 공유 링크는 표준 주소로. 서버와 주문 폼이 같이 쓴다. */
export function normalizeTarget(kind: TargetKind, input: string): TargetResult {
  const rule = TARGET_RULES[kind];
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > 300) return { ok: false, message: rule.message };
  const targetKey = rule.normalize(trimmed);
  return targetKey ? { ok: true, targetKey } : { ok: false, message: rule.message };
}
