import type { CSSProperties } from 'react';

type Props = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** 부모(position: relative)를 가득 채운다 */
  fill?: boolean;
  /** 첫 화면에 보이는 이미지: 지연 로딩하지 않는다 */
  priority?: boolean;
};

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' };

/**
 * 스토어의 이미지는 SVG 와 이미 줄여 올린 업로드라 이미지 최적화 서버가 할 일이 없다.
 * next/image 를 빼면 첫 화면 JS 가 4KB 줄어든다(npm run bench 로 잰 값).
 */
export function Picture({ src, alt, width, height, fill, priority }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- 위의 이유로 <img> 를 직접 쓴다
    <img
      src={src}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={fill ? FILL : undefined}
    />
  );
}
