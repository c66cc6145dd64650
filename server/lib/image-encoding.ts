import sharp from 'sharp';

// 압축 폭탄 방지: 8000x5000 정도까지만 푼다
export const MAX_PIXELS = 40_000_000;

// 모바일 데이터로 보는 회원에게 PNG·JPEG 보다 작은 파일, 브라우저는 메인 스레드 밖에서 푼다
const WEBP_QUALITY = 82;

/**
 * 회전(EXIF orientation)을 픽셀에 반영하고 긴 변을 maxEdge 이하로 줄여(키우지는 않는다) WebP 로 다시 인코딩한다.
 * 위치 정보 등 메타데이터는 남지 않는다(sharp 기본값: withMetadata 를 부르지 않는다). 풀 수 없는 파일은 onError() 를 던진다.
 */
export async function encodeWebp(bytes: Uint8Array, { maxEdge, onError }: { maxEdge: number; onError: () => Error }): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS });
    // PNG 로 올리는 것은 대개 글자·로고가 든 배너나 화면 캡처다: 손실 압축은 글자 가장자리를 뭉갠다. 거의 무손실로 둔다
    const nearLossless = (await image.metadata()).format === 'png';
    const out = await image
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, nearLossless })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    throw onError();
  }
}
