import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PeriodSearch } from '@/components/admin/admin-filter-parts';
import { FIELD_MESSAGES } from '@/lib/schemas/errors';
import { renderApp } from '../components/render-app';

/** 초점이 들어온 그 순간에 칸이 어떤 설명을 달고 있었는지: 화면 읽기는 그때의 설명만 읽는다 */
function describedOnFocus(input: HTMLElement) {
  const heard: string[] = [];
  input.addEventListener('focus', () => {
    const id = input.getAttribute('aria-describedby');
    heard.push(id ? (document.getElementById(id)?.textContent ?? '') : '');
  });
  return heard;
}

function renderSearch() {
  const onSearch = vi.fn();
  renderApp(
    <PeriodSearch initial={{}} fromLabel="주문일 시작" toLabel="주문일 끝" onSearch={onSearch}>
      <input aria-label="검색어" />
    </PeriodSearch>,
  );
  return { onSearch, from: screen.getByLabelText('주문일 시작'), to: screen.getByLabelText('주문일 끝') };
}

describe('PeriodSearch – 시작일이 종료일보다 늦을 때', () => {
  it('검색을 누르면 시작일로 초점이 가고, 그때 이미 칸 아래 문구가 설명으로 이어져 있다', async () => {
    const user = userEvent.setup();
    const { onSearch, from, to } = renderSearch();
    const heard = describedOnFocus(from);
    await user.type(from, '2026-02-10');
    await user.type(to, '2026-02-01');
    heard.length = 0;
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(from).toHaveFocus();
    expect(heard.at(-1)).toBe(FIELD_MESSAGES.periodReversed);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('시작일 칸 안에서 Enter 로 보내도(초점이 이미 그 칸) 다시 잡아 새 문구를 읽게 한다', async () => {
    const user = userEvent.setup();
    const { onSearch, from, to } = renderSearch();
    await user.type(to, '2026-02-01');
    await user.type(from, '2026-02-10');
    const heard = describedOnFocus(from);
    await user.keyboard('{Enter}');
    expect(from).toHaveFocus();
    expect(heard).toEqual([FIELD_MESSAGES.periodReversed]);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
