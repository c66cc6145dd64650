/**
 * 콘텐츠의 값 중 zod 가 필요 없는 것: FAQ 분류와 그 한국어 이름. FAQ 화면의 분류 칩과 next.config.ts 의 rewrites 는
 * 이 파일만 가져와서 zod 를 내려받지(불러오지) 않는다. zod 스키마는 contents.ts 가 같은 배열로 만든다
 */
export const FAQ_CATEGORIES = ['ORDER', 'SERVICE', 'REFILL', 'ACCOUNT', 'ETC'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  ORDER: '주문·결제',
  SERVICE: '서비스 진행',
  REFILL: '리필',
  ACCOUNT: '회원·계정',
  ETC: '기타',
};
