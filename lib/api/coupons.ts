import { queryOptions } from '@tanstack/react-query';
import { MyCouponListSchema, type MyCouponList } from '../schemas/coupons';
import { http } from './http';

// GET /v1/my-page/{memberId}/coupons – 쿠폰함 (기한이 지난 장은 만료로 온다)
export async function listMyCoupons(memberId: number): Promise<MyCouponList> {
  return MyCouponListSchema.parse((await http.get(`/my-page/${memberId}/coupons`)).data);
}

export const myCouponsQuery = (memberId: number | null) =>
  queryOptions({ queryKey: ['my-coupons', memberId], queryFn: () => listMyCoupons(memberId!), enabled: memberId != null });
