import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  OrderFormSchema,
  PurchaseCouponListSchema,
  RetryPurchaseResponseSchema,
  type OrderBuyNow,
  type OrderForm,
  type RetryPurchaseResponse,
} from '../schemas/checkout';
import {
  CardFailResultSchema,
  CardPrepareResponseSchema,
  NoDepositResponseSchema,
  PaymentResultSchema,
  type CardAuthorizeBody,
  type CardFailBody,
  type CardFailResult,
  type CardPrepareBody,
  type CardPrepareResponse,
  type FullPointBody,
  type NoDepositBody,
  type NoDepositResponse,
  type PaymentResult,
  type VirtualAccountBody,
  type VirtualAccountResponse,
  VirtualAccountResponseSchema,
} from '../schemas/payments';
import { refreshMemberInfo } from '../session/member-info';
import { cartQuery } from './carts';
import { http } from './http';

export type PurchaseCoupon = z.infer<typeof PurchaseCouponListSchema>['items'][number];

// POST /v1/purchases/payment-information-from-cart – 장바구니 항목으로 주문서
export async function createOrderFromCart(cartItemIds: number[]): Promise<OrderForm> {
  return OrderFormSchema.parse((await http.post('/purchases/payment-information-from-cart', { cartItemIds })).data);
}
// POST /v1/purchases/payment-information-from-buy-now – 바로 구매 주문서
export async function createOrderBuyNow(body: OrderBuyNow): Promise<OrderForm> {
  return OrderFormSchema.parse((await http.post('/purchases/payment-information-from-buy-now', body)).data);
}
// GET /v1/purchases/{id}/coupons – 이 주문에 쓸 수 있는 쿠폰과 할인액
export async function listPurchaseCoupons(purchaseId: number): Promise<PurchaseCoupon[]> {
  return PurchaseCouponListSchema.parse((await http.get(`/purchases/${purchaseId}/coupons`)).data).items;
}
// POST /v1/purchases/card – 카드 결제 준비 (결제창에 넘길 값)
export async function prepareCardPayment(body: CardPrepareBody): Promise<CardPrepareResponse> {
  return CardPrepareResponseSchema.parse((await http.post('/purchases/card', body)).data);
}
// POST /v1/purchases/card/authorize – 결제사에서 돌아온 값으로 승인
export async function authorizeCardPayment(body: CardAuthorizeBody): Promise<PaymentResult> {
  return PaymentResultSchema.parse((await http.post('/purchases/card/authorize', body)).data);
}
// POST /v1/purchases/card/fail – 결제창이 실패·취소로 돌아옴 (승인이 오가는 중이 아니면 쿠폰·적립금을 돌려준다)
export async function failCardPayment(body: CardFailBody): Promise<CardFailResult> {
  return CardFailResultSchema.parse((await http.post('/purchases/card/fail', body)).data);
}
// POST /v1/purchases/{purchaseId}/retry – 실패·취소·만료된 구매와 같은 줄로 새 주문서
export async function retryPurchase(purchaseId: number): Promise<RetryPurchaseResponse> {
  return RetryPurchaseResponseSchema.parse((await http.post(`/purchases/${purchaseId}/retry`)).data);
}
// POST /v1/purchases/no-deposit – 무통장입금 준비
export async function prepareNoDeposit(body: NoDepositBody): Promise<NoDepositResponse> {
  return NoDepositResponseSchema.parse((await http.post('/purchases/no-deposit', body)).data);
}
// POST /v1/purchases/no-deposit/authorize?purchaseId= – 입금 안내 확정 (본문 없음)
export async function authorizeNoDeposit(purchaseId: number): Promise<NoDepositResponse> {
  return NoDepositResponseSchema.parse((await http.post('/purchases/no-deposit/authorize', null, { params: { purchaseId } })).data);
}
// POST /v1/purchases/virtual-account – 가상계좌 발급 (같은 요청엔 같은 계좌)
export async function issueVirtualAccount(body: VirtualAccountBody): Promise<VirtualAccountResponse> {
  return VirtualAccountResponseSchema.parse((await http.post('/purchases/virtual-account', body)).data);
}
// POST /v1/purchases/full-point – 적립금(+쿠폰) 전액 결제
export async function payWithPoints(body: FullPointBody): Promise<PaymentResult> {
  return PaymentResultSchema.parse((await http.post('/purchases/full-point', body)).data);
}

/*
 * 주문서(ORDER_FORM)는 내 구매 조회에 나오지 않는다: 만들 때 받은 답을 캐시와 sessionStorage 에 두고
 * 그것으로 그린다. 새로고침해도 같은 탭이면 남고, 없으면 화면이 장바구니로 돌려보낸다.
 */
const stored = {
  save(key: string, value: unknown) {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // 저장소를 쓸 수 없는 브라우저(사생활 보호 모드)에서는 캐시만으로 충분하다
    }
  },
  load<T>(key: string, schema: z.ZodType<T>): T | null {
    try {
      const raw = sessionStorage.getItem(key);
      const parsed = raw === null ? null : schema.safeParse(JSON.parse(raw));
      return parsed?.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
};

export const checkoutKeys = {
  all: ['checkout'] as const,
  orderForm: (purchaseId: number) => ['checkout', 'order-form', purchaseId] as const,
  coupons: (purchaseId: number) => ['checkout', 'coupons', purchaseId] as const,
  noDeposit: (purchaseId: number) => ['checkout', 'no-deposit', purchaseId] as const,
  virtualAccount: (purchaseId: number) => ['checkout', 'virtual-account', purchaseId] as const,
  result: (purchaseId: number) => ['checkout', 'result', purchaseId] as const,
  cardAuthorize: (paymentKey: string) => ['checkout', 'card-authorize', paymentKey] as const,
  cardFail: (orderId: string) => ['checkout', 'card-fail', orderId] as const,
};
const storageKey = (key: readonly unknown[]) => key.join(':');

/** 캐시나 sessionStorage 에 남은 값만 읽는다. 없으면 null: 서버에 다시 물을 길이 없다 */
function rememberedQuery<T>(queryKey: readonly unknown[], schema: z.ZodType<T>) {
  return queryOptions({
    queryKey,
    queryFn: () => stored.load(storageKey(queryKey), schema),
    staleTime: Infinity,
    retry: false,
  });
}
function remember(queryClient: QueryClient, queryKey: readonly unknown[], value: unknown) {
  queryClient.setQueryData(queryKey, value);
  stored.save(storageKey(queryKey), value);
}

export const orderFormQuery = (purchaseId: number) => rememberedQuery(checkoutKeys.orderForm(purchaseId), OrderFormSchema);
export const noDepositResultQuery = (purchaseId: number) => rememberedQuery(checkoutKeys.noDeposit(purchaseId), NoDepositResponseSchema);
export const virtualAccountResultQuery = (purchaseId: number) => rememberedQuery(checkoutKeys.virtualAccount(purchaseId), VirtualAccountResponseSchema);
export const paymentResultQuery = (purchaseId: number) => rememberedQuery(checkoutKeys.result(purchaseId), PaymentResultSchema);
export const purchaseCouponsQuery = (purchaseId: number) =>
  queryOptions({ queryKey: checkoutKeys.coupons(purchaseId), queryFn: () => listPurchaseCoupons(purchaseId) });

/**
 * 결제가 끝나면 결제한 줄이 장바구니에서 빠지고 적립금이 바뀐다. 완료 화면에는 장바구니 목록이 없으니
 * 다시 받아 와서(cartQuery 가 cartCount 쿠키를 맞춘다) 헤더 배지까지 맞춘다.
 */
export function invalidateAfterPayment(queryClient: QueryClient) {
  return Promise.all([
    queryClient.fetchQuery({ ...cartQuery(), staleTime: 0 }).catch(() => undefined),
    refreshMemberInfo(),
  ]);
}

function useOrderFormMutation<TVars>(mutationFn: (vars: TVars) => Promise<OrderForm>) {
  const queryClient = useQueryClient();
  return useMutation<OrderForm, Error, TVars>({
    mutationFn,
    onSuccess: (form) => remember(queryClient, checkoutKeys.orderForm(form.id), form),
  });
}
export const useCreateOrderFromCart = () => useOrderFormMutation(createOrderFromCart);
export const useCreateOrderBuyNow = () => useOrderFormMutation(createOrderBuyNow);

/** 카드 결제 준비: 이때 적립금이 빠지므로 회원 정보를 다시 읽는다 */
export function usePrepareCardPayment() {
  return useMutation({
    mutationFn: prepareCardPayment,
    onSuccess: () => refreshMemberInfo(),
  });
}

/** 무통장입금: 준비하고 곧바로 입금 안내를 확정한다. 완료 화면은 이 답을 읽는다 */
export function useNoDepositPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NoDepositBody & { purchaseId: number }) => {
      await prepareNoDeposit(body);
      return authorizeNoDeposit(body.purchaseId);
    },
    onSuccess: async (result) => {
      remember(queryClient, checkoutKeys.noDeposit(result.purchaseId), result);
      await invalidateAfterPayment(queryClient);
    },
  });
}

/** 가상계좌: 발급받은 계좌를 완료 화면이 읽도록 남긴다. 이때 적립금이 빠지고 장바구니는 입금 뒤에 비워진다 */
export function useVirtualAccountPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueVirtualAccount,
    onSuccess: async (result) => {
      remember(queryClient, checkoutKeys.virtualAccount(result.purchaseId), result);
      await invalidateAfterPayment(queryClient);
    },
  });
}

export function usePayWithPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithPoints,
    onSuccess: async (result) => {
      remember(queryClient, checkoutKeys.result(result.purchaseId), result);
      await invalidateAfterPayment(queryClient);
    },
  });
}

/**
 * 카드 승인은 결제 키 하나에 한 번: 쿼리로 두면 StrictMode 의 두 번 마운트도 요청 하나를 함께 기다린다.
 * 서버도 같은 결제 키에는 같은 답을 주지만(멱등), 요청부터 한 번만 보낸다.
 */
export const cardAuthorizeQuery = (body: { paymentKey: string; orderId: string; amount: string }) =>
  queryOptions({
    queryKey: checkoutKeys.cardAuthorize(body.paymentKey),
    queryFn: () => authorizeCardPayment(body),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/**
 * 결제창 실패 알림도 주문 하나에 한 번: 쿼리로 두어 두 번 마운트돼도 요청 하나를 함께 기다린다.
 * 서버도 여러 번 와도 한 번만 풀어 준다. 풀린 뒤에는 적립금·구매 목록이 바뀌었으니 다시 읽게 한다.
 */
export const cardFailQuery = (body: { orderId: string; code: string; message: string | null }, queryClient: QueryClient) =>
  queryOptions({
    queryKey: checkoutKeys.cardFail(body.orderId),
    queryFn: async () => {
      const result = await failCardPayment(body);
      if (result.released) {
        await Promise.all([refreshMemberInfo(), queryClient.invalidateQueries({ queryKey: ['my-purchases'] })]);
      }
      return result;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** 다시 결제하기: 새 주문서를 결제 화면이 읽는 곳(캐시·sessionStorage)에 두고 그 id 를 돌려준다 */
export function useRetryPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPurchase,
    onSuccess: (result) => remember(queryClient, checkoutKeys.orderForm(result.purchaseId), result.orderForm),
  });
}
