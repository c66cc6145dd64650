import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CartItemSchema, CartListSchema, type AddCartItem, type CartItem, type CartList, type UpdateCartItem } from '../schemas/carts';
import { setCartCount } from '../session/client';
import { http } from './http';

// GET /v1/carts – 내 장바구니 (지금 가격, 판매 여부)
export async function getCart(signal?: AbortSignal): Promise<CartList> {
  return CartListSchema.parse((await http.get('/carts', { signal })).data);
}
// POST /v1/carts – 담기 (같은 상품·대상·기간이면 수량 합산)
export async function addCartItem(body: AddCartItem): Promise<CartItem> {
  return CartItemSchema.parse((await http.post('/carts', body)).data);
}
// PATCH /v1/carts/{id} – 수량·기간 바꾸기 (서버가 상품의 최소·최대로 다시 검사)
export async function updateCartItem(id: number, patch: UpdateCartItem): Promise<CartItem> {
  return CartItemSchema.parse((await http.patch(`/carts/${id}`, patch)).data);
}
// DELETE /v1/carts?ids=1,2,3
export async function deleteCartItems(ids: number[]): Promise<void> {
  await http.delete('/carts', { params: { ids: ids.join(',') } });
}

export const cartKeys = { all: ['carts'] as const };

/** 목록을 받을 때마다 cartCount 쿠키를 맞춘다(docs/product.md, Sessions and cookies): 헤더의 배지가 이 쿠키를 읽는다 */
export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.all,
    // signal: 취소된 요청(invalidateCart)의 낡은 개수가 쿠키를 덮지 않게 요청째 끊는다
    queryFn: async ({ signal }) => {
      const cart = await getCart(signal);
      setCartCount(cart.count);
      return cart;
    },
  });

/**
 * 장바구니가 바뀌는 모든 곳(담기·수정·삭제·결제 완료)이 부른다.
 * 먼저 나가 있던 목록 요청은 끊고 새로 받는다: 바뀌기 전에 서버가 읽은 목록일 수 있는데, 아직 받은 목록이 없는
 * 쿼리(막 로그인해 탭 바 배지가 부른 첫 요청)는 invalidate 만으로는 그 요청을 그대로 기다려 담은 줄이 빠진다.
 */
export async function invalidateCart(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKeys.all });
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

function useCartMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCart(queryClient) });
}

export const useAddCartItem = () => useCartMutation(addCartItem);
export const useUpdateCartItem = () => useCartMutation((v: { id: number; patch: UpdateCartItem }) => updateCartItem(v.id, v.patch));
export const useDeleteCartItems = () => useCartMutation(deleteCartItems);
