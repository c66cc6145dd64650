import type { AppDeps } from '../lib/context';
import type { TargetKind } from '../../lib/schemas/targets';

export type DailyTarget = { ok: true; link: string } | { ok: false; reason: string };

/**
 * 일일 상품의 그날 대상. 계정이 대상이면(INSTAGRAM_USERNAME) 그날(KST) 올라온 가장 새 게시물의 주소,
 * 게시물·영상 주소가 대상이면 그 주소 그대로. 찾지 못하면 ok:false 와 한국어 사유.
 */
export async function resolveDailyTarget(
  _deps: AppDeps,
  _p: { targetKind: TargetKind; targetKey: string; runDate: string },
): Promise<DailyTarget> {
  return { ok: false, reason: '아직 구현되지 않았습니다.' };
}
