import type { TargetKind } from '../../lib/schemas/targets';

/**
 * 패널에 보내는 link. 주문 대상(targetKey)은 정규화되어 저장되므로(lib/schemas/targets.ts)
 * 아이디만 있는 종류는 프로필 주소로 바꾸고, 주소인 종류는 그대로 보낸다.
 */
export function panelLink(targetKind: TargetKind, targetKey: string): string {
  const key = targetKey.trim();
  switch (targetKind) {
    case 'INSTAGRAM_USERNAME':
      return `https://www.instagram.com/${key.replace(/^@/, '')}/`;
    case 'TIKTOK_USERNAME':
      return `https://www.tiktok.com/@${key.replace(/^@/, '')}`;
    default:
      return key;
  }
}
