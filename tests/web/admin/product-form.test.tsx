import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductEditor } from '@/components/admin/products/product-editor';
import { CATALOGUE_MESSAGES } from '@/lib/schemas/catalogue';
import { renderApp } from '../components/render-app';
import { API, adminServer } from './admin-fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/admin/products/new';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

async function openNewProductForm() {
  renderApp(<ProductEditor id={null} />);
  return screen.findByRole('form', { name: '상품 등록' });
}

async function replace(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** 이름 빼고 모두 올바르게 채운다 */
async function fillValidExceptName(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('채널'), '인스타그램');
  await user.selectOptions(screen.getByLabelText('상품 유형'), '팔로워');
  await replace(user, '최소 수량', '10');
  await replace(user, '기본 수량', '100');
  await replace(user, '최대 수량', '5000');
  await replace(user, '단가 (원)', '30');
  await user.selectOptions(screen.getByLabelText('주문 대상'), '인스타그램 아이디');
  await user.selectOptions(screen.getByLabelText('판매 상태'), '판매 중');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: '저장' }));

describe('상품 등록 폼 (/admin/products/new)', () => {
  it('상품 유형은 고른 채널의 것만 보인다', async () => {
    const user = userEvent.setup();
    await openNewProductForm();
    expect(screen.getByLabelText('상품 유형')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('채널'), '유튜브');
    const options = within(screen.getByLabelText('상품 유형')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['상품 유형 선택', '구독자']);
  });

  it('이름이 비고 최소 수량이 최대 수량보다 크면 한국어 안내를 보이고 API 를 부르지 않는다', async () => {
    const create = vi.fn();
    server.use(http.post(`${API}/admin/products`, create));
    const user = userEvent.setup();
    await openNewProductForm();
    await fillValidExceptName(user);
    await replace(user, '최소 수량', '500');
    await replace(user, '최대 수량', '100');
    await submit(user);

    expect(await screen.findByText(CATALOGUE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_MESSAGES.maxBelowMin)).toBeInTheDocument();
    expect(screen.getByLabelText('상품 이름')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('할인율이 90% 를 넘으면 그 구간 아래에 안내가 보인다', async () => {
    const user = userEvent.setup();
    await openNewProductForm();
    await fillValidExceptName(user);
    await user.type(screen.getByLabelText('상품 이름'), '팔로워 1');
    await user.click(screen.getByRole('button', { name: '할인 구간 추가' }));
    await user.type(screen.getByLabelText('1번째 구간 기준 수량'), '1000');
    await user.type(screen.getByLabelText('1번째 구간 할인율'), '95');
    await submit(user);

    expect(await screen.findByText('할인율은 1% 이상 90% 이하여야 합니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('1번째 구간 할인율')).toHaveAttribute('aria-invalid', 'true');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('데일리 상품은 기간 칸이 생기고, 최대 기간이 최소 기간보다 짧거나 0일이면 안내한다', async () => {
    const user = userEvent.setup();
    await openNewProductForm();
    expect(screen.queryByLabelText('최소 기간 (일)')).not.toBeInTheDocument();
    await fillValidExceptName(user);
    await user.type(screen.getByLabelText('상품 이름'), '자동 좋아요');
    await user.selectOptions(screen.getByLabelText('상품 종류'), '데일리 상품');
    await replace(user, '최소 기간 (일)', '30');
    await replace(user, '최대 기간 (일)', '7');
    await submit(user);
    expect(await screen.findByText(CATALOGUE_MESSAGES.maxDaysBelowMin)).toBeInTheDocument();

    await replace(user, '최소 기간 (일)', '0');
    await submit(user);
    expect(await screen.findByText(CATALOGUE_MESSAGES.days)).toBeInTheDocument();
  });

  it('올바르게 채워 저장하면 정해진 본문 그대로 POST 하고 목록으로 돌아간다', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/admin/products`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...(sent as object), id: 500, displayOrder: 1 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openNewProductForm();
    await fillValidExceptName(user);
    await user.type(screen.getByLabelText('상품 이름'), '  한국인 팔로워  ');
    await user.type(screen.getByLabelText('설명'), '실제 한국인 계정');
    await user.click(screen.getByRole('button', { name: '할인 구간 추가' }));
    await user.type(screen.getByLabelText('1번째 구간 기준 수량'), '1000');
    await user.type(screen.getByLabelText('1번째 구간 할인율'), '5');
    await user.click(screen.getByLabelText('인기 상품으로 보이기'));
    await user.type(screen.getByLabelText('패널 서비스 번호'), 'svc-77');
    await submit(user);

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/products'));
    expect(sent).toEqual({
      channelId: 1,
      productTypeId: 11,
      kind: 'SINGLE',
      accountType: 'KOREAN',
      name: '한국인 팔로워',
      description: '실제 한국인 계정',
      minQuantity: 10,
      defaultQuantity: 100,
      maxQuantity: 5000,
      unitPrice: 30,
      discountTiers: [{ minQuantity: 1000, rate: 5 }],
      targetKind: 'INSTAGRAM_USERNAME',
      refillDays: 0,
      minDays: 1,
      maxDays: 1,
      status: 'SALEABLE',
      isPopular: true,
      panelId: null,
      panelServiceId: 'svc-77',
      shortfallAction: 'REFUND_POINT',
      shortfallPanelId: null,
      shortfallPanelServiceId: null,
    });
  });

  it.each([
    [409, 'CONFLICT', '같은 이름의 상품이 이미 있습니다.'],
    [400, 'VALIDATION_FAILED', '기본 수량은 최소 수량과 최대 수량 사이여야 합니다.'],
  ])('API 가 %i 로 거절하면 그 문구를 role="alert" 로 보이고 머문다', async (status, code, message) => {
    server.use(http.post(`${API}/admin/products`, () => HttpResponse.json({ code, message, meta: null }, { status })));
    const user = userEvent.setup();
    await openNewProductForm();
    await fillValidExceptName(user);
    await user.type(screen.getByLabelText('상품 이름'), '팔로워');
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.push).not.toHaveBeenCalled();
  });
});
