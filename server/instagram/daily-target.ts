import type { AppDeps } from '../lib/context';
import { kstDate } from '../lib/time';
import { instagramOf } from '../providers/instagram';
import { errorMessage } from '../../lib/schemas/errors';
import type { TargetKind } from '../../lib/schemas/targets';

/**
 * ok:false 이고 later:true 면 "아직" (오늘 새 게시물이 아직 없다): 그날 안에 다시 묻는다.
 * later:false 면 그날은 더 물어도 소용없다(없는 계정, 비공개, 자동으로 찾을 수 없는 대상).
 */
export type DailyTarget = { ok: true; link: string } | { ok: false; reason: string; later: boolean };

/** 그날 올라온 게시물을 찾으려고 보는 최근 게시물 수: 하루에 이보다 많이 올리는 계정은 드물다 */
const RECENT_POSTS = 24;

export const DAILY_TARGET_REASONS = {
  noPostToday: '오늘 올라온 새 게시물이 없습니다.',
  accountNotFound: errorMessage('INSTAGRAM_ACCOUNT_NOT_FOUND'),
  privateAccount: '비공개 계정이라 게시물을 확인할 수 없습니다.',
  unsupported: '이 주문 대상은 새 게시물을 자동으로 찾을 수 없습니다.',
} as const;

/** 주소 자체가 대상인 종류: 매일 같은 게시물·영상에 보낸다 */
const LINK_KINDS = new Set<TargetKind>(['INSTAGRAM_POST_URL', 'YOUTUBE_VIDEO_URL', 'TIKTOK_VIDEO_URL']);

/**
 * 일일 상품의 그날 대상. 계정이 대상이면(INSTAGRAM_USERNAME) 그날(KST) 올라온 가장 새 게시물의 주소,
 * 게시물·영상 주소가 대상이면 그 주소 그대로. 찾지 못하면 ok:false 와 한국어 사유(later: 그날 다시 물을지).
 * 인스타그램이 답하지 않으면(502 ApiError) 던진다: 그날을 건너뛰지 말고 다음 차례에 다시 물어야 하므로.
 */
export async function resolveDailyTarget(
  deps: AppDeps,
  p: { targetKind: TargetKind; targetKey: string; runDate: string },
): Promise<DailyTarget> {
  if (LINK_KINDS.has(p.targetKind)) return { ok: true, link: p.targetKey };
  if (p.targetKind !== 'INSTAGRAM_USERNAME') return { ok: false, reason: DAILY_TARGET_REASONS.unsupported, later: false };

  const provider = instagramOf(deps);
  const account = await provider.account(p.targetKey);
  if (!account) return { ok: false, reason: DAILY_TARGET_REASONS.accountNotFound, later: false };
  if (account.isPrivate) return { ok: false, reason: DAILY_TARGET_REASONS.privateAccount, later: false };

  const feeds = await provider.feeds(p.targetKey, RECENT_POSTS);
  let newest: { url: string; at: number } | null = null;
  for (const f of feeds) {
    if (!f.takenAt) continue;
    const at = new Date(f.takenAt);
    if (Number.isNaN(at.getTime()) || kstDate(at) !== p.runDate) continue;
    if (!newest || at.getTime() > newest.at) newest = { url: `https://www.instagram.com/p/${f.shortcode}/`, at: at.getTime() };
  }
  // 게시물은 그날 언제든 올라올 수 있다: 없으면 "아직"이고, 그날이 끝나야(23:00) 건너뜀으로 적는다
  return newest ? { ok: true, link: newest.url } : { ok: false, reason: DAILY_TARGET_REASONS.noPostToday, later: true };
}
