import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductShelf } from '@/components/catalogue/product-shelf';
import { shelfCss } from '@/components/catalogue/shelf-filters';
import { renderApp } from '../components/render-app';
import { navigation, router } from '../next-navigation';
import { makeProduct } from './fixtures';

vi.mock('next/navigation', () => import('../next-navigation'));

// 단건: 한국인 하나·외국인 하나. 데일리: 한국인 하나뿐(외국인 데일리는 비어 있다)
const single = [makeProduct({ id: 1, name: '한국인 팔로워' }), makeProduct({ id: 2, name: '외국인 팔로워', accountType: 'GLOBAL' })];
const daily = [makeProduct({ id: 3, name: '한국인 팔로워 데일리', kind: 'DAILY', minDays: 7, maxDays: 30 })];

const shelf = () => renderApp(<ProductShelf basePath="/channels/1/1" single={single} daily={daily} />);
// 숨긴 카드도 찾아야 해서 역할이 아니라 주소로 찾는다(getByRole 은 display: none 을 건너뛴다)
const card = (name: string) => {
  const id = [...single, ...daily].find((p) => p.name === name)?.id;
  const link = document.querySelector(`a[href="/products/${id}"]`);
  if (!link) throw new Error(`${name} 카드가 없다`);
  return link;
};

describe('상품 유형 화면의 목록과 거르기', () => {
  it('서버가 모든 카드를 그려 두고, 주소가 없으면 단건·전체만 보인다', () => {
    navigation.reset('/channels/1/1');
    shelf();
    expect(card('한국인 팔로워')).toBeVisible();
    expect(card('외국인 팔로워')).toBeVisible();
    expect(card('한국인 팔로워 데일리')).not.toBeVisible();
    expect(screen.getByRole('list')).toBeVisible();
    expect(screen.getByRole('tab', { name: '단건 상품' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('주소의 탭·계정 유형대로 숨기고, 거른 결과가 비면 그 안내만 보인다', () => {
    navigation.reset('/channels/1/1', 'tab=daily&accountType=GLOBAL');
    shelf();
    for (const name of ['한국인 팔로워', '외국인 팔로워', '한국인 팔로워 데일리']) expect(card(name)).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('준비된 데일리 상품이 없습니다.');
    // 안내는 비는 짝(데일리·외국인, 단건은 없음)마다 하나씩 그려져 있고, 보이는 것은 지금 거른 짝 하나뿐이다
    expect(document.querySelector('[data-empty="DAILY-GLOBAL"]')).toBeVisible();
    expect(document.querySelectorAll('[data-empty]')).toHaveLength(1);
    // 빈 목록은 보이지 않는다(낭독기가 '목록, 0개' 를 읽지 않게)
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('칩을 누르면(주소가 바뀌면) 다시 그리지 않은 카드가 그 자리에서 걸러진다', () => {
    navigation.reset('/channels/1/1');
    shelf();
    const korean = card('한국인 팔로워');
    act(() => router.replace('/channels/1/1?accountType=GLOBAL'));
    expect(korean).not.toBeVisible();
    expect(card('외국인 팔로워')).toBeVisible();
    // 같은 요소 그대로다: 목록을 새로 만들지 않는다
    expect(card('한국인 팔로워')).toBe(korean);
  });

  it('숨김 규칙은 종류·계정 유형·빈 안내를 함께 고른다', () => {
    expect(shelfCss('single')).toBe(
      '[data-shelf] [data-kind]:not([data-kind="SINGLE"]),[data-shelf] [data-empty]:not([data-empty="SINGLE-ALL"]),[data-shelf]:has([data-empty="SINGLE-ALL"]) > ul{display:none}',
    );
    expect(shelfCss('daily', 'KOREAN')).toContain('[data-shelf] [data-account]:not([data-account="KOREAN"])');
  });
});
