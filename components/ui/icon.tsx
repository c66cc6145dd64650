import type { ReactNode } from 'react';

/** 24x24 격자 위의 경로들. 별은 같은 외곽선을 쓰고 채움만 다르다. */
const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

const ICONS = {
  'star-full': { label: '별점 1점', body: <path d={STAR} fill="currentColor" /> },
  'star-half': {
    label: '별점 0.5점',
    body: (
      <>
        <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M12 2.5v15l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" fill="currentColor" />
      </>
    ),
  },
  'star-empty': {
    label: '별점 0점',
    body: <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />,
  },
  close: {
    label: '닫기',
    body: <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
  'chevron-right': {
    label: '더 보기',
    body: <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  },
} satisfies Record<string, { label: string; body: ReactNode }>;

export type IconName = keyof typeof ICONS;

type IconProps = {
  /** 알 수 없는 이름이 와도(서버 데이터 등) 화면이 깨지지 않고 안내 문구를 보인다. */
  name: IconName | (string & {});
  size?: number;
  /** 화면 낭독기용 이름. 비우면 기본 이름, decorative 면 읽지 않는다. */
  label?: string;
  decorative?: boolean;
  className?: string;
};

export function Icon({ name, size = 24, label, decorative = false, className }: IconProps) {
  const icon = (ICONS as Record<string, { label: string; body: ReactNode }>)[name];
  if (!icon) return <span className={className}>{`${name}을 찾을 수 없습니다`}</span>;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label ?? icon.label };
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" data-icon={name} focusable="false" {...a11y}>
      {icon.body}
    </svg>
  );
}
