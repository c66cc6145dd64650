import { CATALOGUE_MESSAGES, type AccountType, type ProductKind, type ProductStatus } from '@/lib/schemas/catalogue';
import { ProductCreateBodySchema, type AdminProduct, type ProductCreateBody } from '@/lib/schemas/admin-catalogue';
import type { ShortfallAction } from '@/lib/schemas/shortfalls';
import type { TargetKind } from '@/lib/schemas/targets';
import type { z } from 'zod';
import { bodyResolver, emptyToNull, toNumber } from '../body-resolver';

/** 검사를 통과한 본문(스키마의 기본값까지 채운 것) */
export type ProductBody = z.output<typeof ProductCreateBodySchema>;

/** 입력칸 그대로의 값(숫자도 문자열). 본문으로 바꾸는 일은 toProductBody 한 곳에서 한다 */
export type ProductFormValues = {
  channelId: string;
  productTypeId: string;
  kind: ProductKind;
  accountType: AccountType;
  name: string;
  description: string;
  minQuantity: string;
  defaultQuantity: string;
  maxQuantity: string;
  unitPrice: string;
  discountTiers: { minQuantity: string; rate: string }[];
  targetKind: TargetKind | '';
  refillDays: string;
  minDays: string;
  maxDays: string;
  status: ProductStatus;
  isPopular: boolean;
  panelServiceId: string;
  shortfallAction: ShortfallAction;
  /** 다시 보낼 다른 패널(비우면 상품의 패널)과 그 패널의 서비스 번호 */
  shortfallPanelId: string;
  shortfallPanelServiceId: string;
};

export const emptyProductValues: ProductFormValues = {
  channelId: '',
  productTypeId: '',
  kind: 'SINGLE',
  accountType: 'KOREAN',
  name: '',
  description: '',
  minQuantity: '10',
  defaultQuantity: '100',
  maxQuantity: '10000',
  unitPrice: '',
  discountTiers: [],
  targetKind: '',
  refillDays: '0',
  minDays: '1',
  maxDays: '30',
  // 서버 기본값과 같다: 다 채운 뒤 '판매 중'으로 바꾸게 한다
  status: 'NOTSALE',
  isPopular: false,
  panelServiceId: '',
  shortfallAction: 'REFUND_POINT',
  shortfallPanelId: '',
  shortfallPanelServiceId: '',
};

const text = (n: number) => String(n);

export function valuesFromProduct(p: AdminProduct): ProductFormValues {
  return {
    channelId: text(p.channelId),
    productTypeId: text(p.productTypeId),
    kind: p.kind,
    accountType: p.accountType,
    name: p.name,
    description: p.description,
    minQuantity: text(p.minQuantity),
    defaultQuantity: text(p.defaultQuantity),
    maxQuantity: text(p.maxQuantity),
    unitPrice: text(p.unitPrice),
    discountTiers: p.discountTiers.map((t) => ({ minQuantity: text(t.minQuantity), rate: text(t.rate) })),
    targetKind: p.targetKind,
    refillDays: text(p.refillDays),
    minDays: text(p.minDays),
    maxDays: text(p.maxDays),
    status: p.status,
    isPopular: p.isPopular,
    panelServiceId: p.panelServiceId ?? '',
    shortfallAction: p.shortfallAction,
    shortfallPanelId: p.shortfallPanelId === null ? '' : text(p.shortfallPanelId),
    shortfallPanelServiceId: p.shortfallPanelServiceId ?? '',
  };
}

/** 폼 값 → POST/PATCH 본문. 단건 상품의 기간은 늘 1일, 패널 id 는 폼에 없으므로 있던 값을 지킨다 */
export function toProductBody(v: ProductFormValues, panelId: number | null): ProductCreateBody {
  const daily = v.kind === 'DAILY';
  return {
    channelId: toNumber(v.channelId),
    productTypeId: toNumber(v.productTypeId),
    kind: v.kind,
    accountType: v.accountType,
    name: v.name,
    description: v.description,
    minQuantity: toNumber(v.minQuantity),
    defaultQuantity: toNumber(v.defaultQuantity),
    maxQuantity: toNumber(v.maxQuantity),
    unitPrice: toNumber(v.unitPrice),
    discountTiers: v.discountTiers.map((t) => ({ minQuantity: toNumber(t.minQuantity), rate: toNumber(t.rate) })),
    targetKind: v.targetKind as TargetKind,
    refillDays: toNumber(v.refillDays),
    minDays: daily ? toNumber(v.minDays) : 1,
    maxDays: daily ? toNumber(v.maxDays) : 1,
    status: v.status,
    isPopular: v.isPopular,
    panelId,
    panelServiceId: emptyToNull(v.panelServiceId),
    shortfallAction: v.shortfallAction,
    shortfallPanelId: v.shortfallPanelId.trim() === '' ? null : toNumber(v.shortfallPanelId),
    shortfallPanelServiceId: emptyToNull(v.shortfallPanelServiceId),
  };
}

export const productResolver = (panelId: number | null) =>
  bodyResolver<ProductFormValues, typeof ProductCreateBodySchema>(ProductCreateBodySchema, (v) => toProductBody(v, panelId), {
    channelId: CATALOGUE_MESSAGES.channelRequired,
    productTypeId: '상품 유형을 골라주세요.',
  });
