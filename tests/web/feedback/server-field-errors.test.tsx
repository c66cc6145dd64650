import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, showServerError } from '@/components/account/server-error-message';
import { ApiError } from '@/lib/api/http';
import { UNKNOWN_ERROR } from '@/lib/schemas/common';

const apiError = (code: string, message: string, meta: Record<string, unknown> | null) => new ApiError(409, code, message, meta);

type Values = { email: string; discount: { amount: string }; discountType: string };
const defaults: Values = { email: '', discount: { amount: '' }, discountType: 'RATE' };

function useTestForm() {
  return useForm<Values>({ defaultValues: defaults });
}

describe('showServerError – api 의 거절을 칸 아래에', () => {
  it('meta.field 는 봉투의 문구를 그 칸에 붙이고 폼 아래 문구는 없다(null)', () => {
    const { result } = renderHook(useTestForm);
    let rest: string | null = 'x';
    act(() => {
      rest = showServerError(apiError('EMAIL_ALREADY_REGISTERED', '이미 가입된 이메일입니다.', { field: 'email' }), result.current);
    });
    expect(rest).toBeNull();
    expect(result.current.getFieldState('email').error).toMatchObject({ type: 'server', message: '이미 가입된 이메일입니다.' });
  });

  it('meta.fields 는 칸마다 그 문구를, 점으로 이은 이름은 안쪽 칸에, 이름 목록이면 봉투의 문구를 붙인다', () => {
    expect(serverFieldErrors(apiError('VALIDATION_FAILED', '금액을 확인해주세요.', { fields: { 'discount.amount': '금액을 확인해주세요.' } }))).toEqual({
      'discount.amount': '금액을 확인해주세요.',
    });
    const { result } = renderHook(useTestForm);
    act(() => {
      showServerError(apiError('VALIDATION_FAILED', '금액을 확인해주세요.', { fields: { 'discount.amount': '금액을 확인해주세요.' } }), result.current);
      showServerError(apiError('COUPON_DISCOUNT_LOCKED', '발급된 쿠폰의 할인은 바꿀 수 없습니다.', { fields: ['discountType'] }), result.current);
    });
    expect(result.current.getFieldState('discount.amount').error?.message).toBe('금액을 확인해주세요.');
    expect(result.current.getFieldState('discountType').error?.message).toBe('발급된 쿠폰의 할인은 바꿀 수 없습니다.');
  });

  it('폼에 없는 칸을 가리키거나 칸을 말하지 않으면 폼 아래에 보일 문구를 돌려준다', () => {
    const { result } = renderHook(useTestForm);
    let rests: (string | null)[] = [];
    act(() => {
      rests = [
        showServerError(apiError('SERVICE_TARGET_INVALID', '대상을 확인해주세요.', { field: 'targetKey' }), result.current),
        showServerError(apiError('TOO_MANY', '잠시 후 다시 시도해주세요.', null), result.current),
        showServerError(new Error('버그'), result.current),
      ];
    });
    expect(rests).toEqual(['대상을 확인해주세요.', '잠시 후 다시 시도해주세요.', UNKNOWN_ERROR.message]);
    expect(result.current.getFieldState('email').error).toBeUndefined();
  });
});
