/**
 * 검색어 맞추기 규칙(zod 없이). api 의 검색 서비스가 쓰고, 같은 규칙을 화면이 읽을 수도 있게 lib/schemas 에 둔다.
 * - 초성: 'ㅍㄹㅇ' 은 '팔로워' 에 맞는다. 자판으로 치다 만 '팔ㄹ' 도 맞는다(글자마다 초성 또는 같은 글자).
 * - 띄어쓰기는 없는 것으로: '한국인팔로워' 와 '팔 로워' 가 '한국인 팔로워' 에 맞는다.
 * - 라틴 글자는 대소문자를 가리지 않는다.
 */

export const SEARCH_LIMITS = {
  queryMax: 60,
  /** 한 번에 돌려줄 상품 수: 휴대폰 한 화면 몇 장 분량이면 검색어를 더 좁히는 편이 빠르다 */
  products: 20,
  productTypes: 10,
  channels: 10,
} as const;

export const SEARCH_MESSAGES = {
  query: '검색어를 입력해주세요.',
  queryMax: `검색어는 ${SEARCH_LIMITS.queryMax}자 이하로 입력해주세요.`,
} as const;

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** 한글 음절의 초성 19개, 유니코드 음절 순서 그대로(호환 자모로 적는다: 자판이 치는 글자) */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

const isInitial = (ch: string) => INITIALS.includes(ch);

/** 음절이면 그 초성, 아니면 null */
export function initialOf(ch: string): string | null {
  const code = ch.charCodeAt(0);
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return null;
  return INITIALS[Math.floor((code - SYLLABLE_FIRST) / 588)] ?? null;
}

/**
 * 비교용으로 고친다: NFC(맥의 입력기가 보내는 풀어 쓴 한글을 음절로 모은다), 소문자, 공백 없앰.
 * NFKC 가 아닌 것은 NFKC 가 호환 자모(ㅍ)를 첫가끝 자모로 바꿔 초성 비교를 깨뜨리기 때문
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, '');
}

/** 검색어 한 글자가 대상 한 글자에 맞는가: 같은 글자거나, 검색어가 초성이고 대상 음절의 초성이 같을 때 */
const charMatches = (q: string, t: string) => q === t || (isInitial(q) && initialOf(t) === q);

/** 고친 대상 안에서 고친 검색어가 처음 맞는 자리(없으면 -1) */
function indexOfNormalized(haystack: string, needle: string): number {
  const q = Array.from(needle);
  const t = Array.from(haystack);
  if (q.length === 0) return 0;
  for (let start = 0; start + q.length <= t.length; start += 1) {
    let ok = true;
    for (let i = 0; i < q.length && ok; i += 1) ok = charMatches(q[i]!, t[start + i]!);
    if (ok) return start;
  }
  return -1;
}

/**
 * 검색어가 대상 문구들에 맞으면 점수(작을수록 앞), 아니면 null.
 * 띄어쓰기를 뺀 검색어 전체가 한 문구에 맞거나('팔 로워'), 띄어 쓴 낱말이 모두 어느 문구에든 맞으면('인스타 팔로워' →
 * 채널 '인스타그램' + 상품 '...팔로워') 맞다고 본다. 점수는 첫 문구(이름)에서 맞은 자리: 앞에서 맞을수록 먼저
 */
export function matchScore(query: string, fields: readonly string[]): number | null {
  const whole = normalizeSearchText(query);
  if (!whole) return null;
  const texts = fields.map(normalizeSearchText);
  const [name = ''] = texts;
  const inName = indexOfNormalized(name, whole);
  if (inName >= 0) return inName;
  const wholeElsewhere = texts.slice(1).some((t) => indexOfNormalized(t, whole) >= 0);
  if (wholeElsewhere) return name.length + 1;
  const terms = query.trim().split(/\s+/u).map(normalizeSearchText).filter(Boolean);
  if (terms.length < 2) return null;
  const all = terms.every((term) => texts.some((t) => indexOfNormalized(t, term) >= 0));
  return all ? name.length + 2 : null;
}
