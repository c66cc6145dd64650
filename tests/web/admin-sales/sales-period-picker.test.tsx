import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SalesPeriodPicker } from '@/components/admin/sales/sales-period-picker';
import type { SalesView } from '@/components/admin/sales/sales-period';
import { SALES_RANGE_MESSAGES } from '@/lib/schemas/sales';
import { renderApp } from '../components/render-app';

const view: SalesView = { from: '2026-11-01', to: '2026-11-03', unit: 'day' };

function pick(from: string, to: string) {
  const onChange = vi.fn();
  renderApp(<SalesPeriodPicker view={view} onChange={onChange} />);
  const fromInput = screen.getByLabelText('시작일(서울)');
  const toInput = screen.getByLabelText('종료일(서울)');
  fireEvent.change(fromInput, { target: { value: from } });
  fireEvent.change(toInput, { target: { value: to } });
  return { onChange, fromInput, toInput };
}

const search = () => userEvent.click(screen.getByRole('button', { name: '조회' }));

describe('매출 기간 직접 고르기 – 틀린 기간은 그 칸 아래에', () => {
  it.each([
    ['시작일이 종료일보다 늦으면 시작일', '2026-11-05', '2026-11-03', 'from', SALES_RANGE_MESSAGES.order],
    ['2년을 넘으면 종료일', '2024-01-01', '2026-01-01', 'to', SALES_RANGE_MESSAGES.tooLong],
    ['종료일이 비면 종료일', '2026-11-01', '', 'to', '시작일과 종료일을 모두 골라주세요.'],
    ['시작일이 비면 시작일', '', '2026-11-03', 'from', '시작일과 종료일을 모두 골라주세요.'],
  ] as const)('%s 칸에: aria-invalid, 문구로 설명, 초점', async (_, from, to, field, message) => {
    const { onChange, fromInput, toInput } = pick(from, to);
    // 초점이 들어온 순간 칸의 설명: 화면 읽기는 그때의 설명만 읽는다(문구가 그려진 뒤에 초점이 와야 한다)
    const heard: string[] = [];
    for (const input of [fromInput, toInput])
      input.addEventListener('focus', () => heard.push(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? ''));
    await search();
    expect(heard.at(-1)).toBe(message);
    const [wrong, other] = field === 'from' ? [fromInput, toInput] : [toInput, fromInput];
    expect(wrong).toHaveAttribute('aria-invalid', 'true');
    expect(wrong).toHaveAccessibleDescription(message);
    expect(wrong).toHaveFocus();
    expect(other).not.toHaveAttribute('aria-invalid');
    expect(other).not.toHaveAccessibleDescription();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('고치고 다시 조회하면 문구가 사라지고 그 기간을 적용한다', async () => {
    const { onChange, fromInput } = pick('2026-11-05', '2026-11-03');
    await search();
    expect(fromInput).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(fromInput, { target: { value: '2026-10-01' } });
    await search();
    expect(fromInput).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(SALES_RANGE_MESSAGES.order)).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith({ ...view, from: '2026-10-01', to: '2026-11-03' });
  });
});
