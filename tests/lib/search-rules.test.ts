import { describe, expect, it } from 'vitest';
import { initialOf, matchScore, normalizeSearchText } from '@/lib/schemas/search-rules';

const name = ['인스타그램 한국인 팔로워', '팔로워', '인스타그램'];

describe('검색어 맞추기 (lib/schemas/search-rules)', () => {
  it('초성: ㅍㄹㅇ 은 팔로워에, 된소리 초성도 제 글자에만', () => {
    expect(initialOf('팔')).toBe('ㅍ');
    expect(initialOf('까')).toBe('ㄲ');
    expect(initialOf('a')).toBeNull();
    expect(matchScore('ㅍㄹㅇ', ['팔로워'])).toBe(0);
    expect(matchScore('ㅇㅅㅌㄱㄹ', name)).toBe(0);
    expect(matchScore('ㄱㄲ', ['까까'])).toBeNull();
  });

  it('치다 만 음절(팔ㄹ)과 초성 섞인 검색어도 맞는다', () => {
    expect(matchScore('팔ㄹ', name)).not.toBeNull();
    expect(matchScore('한국인ㅍㄹ', name)).not.toBeNull();
  });

  it('띄어쓰기는 없는 것으로, 이름 앞에서 맞을수록 점수가 작다', () => {
    expect(matchScore('인스타그램한국인', name)).toBe(0);
    expect(matchScore('한 국 인', name)).toBe(5);
    expect(matchScore('인스타 팔로워', ['한국인 팔로워', '팔로워', '인스타그램'])).not.toBeNull();
    expect(matchScore('유튜브 팔로워', name)).toBeNull();
  });

  it('라틴 글자는 대소문자를 가리지 않고, 풀어 쓴(NFD) 한글도 음절로 모아 맞춘다', () => {
    expect(matchScore('INSTA', ['instagram'])).toBe(0);
    expect(normalizeSearchText('팔로워'.normalize('NFD'))).toBe('팔로워');
    expect(matchScore('팔로워'.normalize('NFD'), name)).not.toBeNull();
  });

  it('빈 검색어는 아무것에도 맞지 않는다', () => {
    expect(matchScore('   ', name)).toBeNull();
  });
});
