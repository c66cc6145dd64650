import sharp from 'sharp';
import { MAX_PIXELS } from '../lib/image-encoding';

const ROOT = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
const END = /<\/svg>\s*(<!--[\s\S]*?-->\s*)*$/i;
const FORBIDDEN = [
  /<!DOCTYPE|<!ENTITY/i, // 엔티티 확장(XXE, billion laughs)
  /<\s*(script|foreignObject|iframe|embed|object|handler)[\s>/]/i,
  /\son[a-z]+\s*=/i, // onload= 같은 이벤트 속성
  /@import/i,
  /url\(\s*(?!["']?#)/i, // 문서 안 참조(url(#grad))만 허용
  /\ssrc\s*=/i,
];
const HREF = /(?:^|\s)(?:[\w-]+:)?href\s*=\s*(["'])([\s\S]*?)\1/gi;
const SAFE_HREF = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/i;

/** &#106; &#x6a; 로 숨긴 글자를 풀어 검사를 피하지 못하게 한다 */
function decodeCharRefs(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, ref: string) => {
    const code = ref[0] === 'x' || ref[0] === 'X' ? parseInt(ref.slice(1), 16) : parseInt(ref, 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * 업로드된 SVG 가 그림만 담고 있는지. 스크립트, 이벤트 속성, javascript: 주소, 바깥 참조가 있으면 거절한다.
 * 마지막으로 librsvg(sharp)로 실제 SVG 문서로 읽히는지 본다.
 */
export async function isSafeSvg(bytes: Uint8Array): Promise<boolean> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return false;
  }
  if (!ROOT.test(text) || !END.test(text)) return false;
  const decoded = decodeCharRefs(text);
  if (FORBIDDEN.some((re) => re.test(decoded))) return false;
  // 브라우저는 주소 속의 탭·줄바꿈을 지우므로 공백을 뺀 글자로 본다
  const compact = decoded.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (compact.includes('javascript:') || compact.includes('vbscript:')) return false;
  for (const [, , value] of decoded.matchAll(HREF)) {
    if (!SAFE_HREF.test(value!.trim())) return false;
  }
  try {
    return (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format === 'svg';
  } catch {
    return false;
  }
}
