import type { Metadata } from 'next';

const SITE = '그로스몰';
const DESCRIPTION_MAX = 150;

/** 설명은 검색 결과에 잘리지 않게 한 줄로 줄인다 */
function summarize(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > DESCRIPTION_MAX ? `${oneLine.slice(0, DESCRIPTION_MAX - 1)}…` : oneLine;
}

/** 쇼핑 화면의 제목·설명과 Open Graph (제목 틀 '%s | 그로스몰' 은 루트 레이아웃이 붙인다) */
export function shopMetadata({ title, description, type = 'website' }: { title: string; description: string; type?: 'website' | 'article' }): Metadata {
  const summary = summarize(description);
  return {
    title,
    description: summary,
    openGraph: { title: `${title} | ${SITE}`, description: summary, type, locale: 'ko_KR', siteName: SITE },
  };
}
