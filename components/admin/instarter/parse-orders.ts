import type { InstarterOrderInput } from '@/lib/schemas/services';

export const CSV_COLUMNS = ['externalOrderNo', 'buyerName', 'buyerCellPhone', 'productId', 'targetKey', 'quantity'] as const;

export type ParseResult = { ok: true; orders: InstarterOrderInput[] } | { ok: false; message: string };

/**
 * 붙여 넣은 글을 주문 목록으로: JSON 배열(또는 {orders:[...]})이거나, 한 줄에 한 주문인 CSV
 * (주문번호,구매자,연락처,상품번호,대상,수량). 머리 줄이 있으면 건너뛴다. 값의 검사는 api 가 한다.
 */
export function parseInstarterOrders(text: string): ParseResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: '가져올 주문을 붙여 넣어주세요.' };
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      const data: unknown = JSON.parse(trimmed);
      const list = Array.isArray(data) ? data : (data as { orders?: unknown }).orders;
      if (!Array.isArray(list)) return { ok: false, message: 'JSON 은 주문 배열이어야 합니다.' };
      return { ok: true, orders: list as InstarterOrderInput[] };
    } catch {
      return { ok: false, message: 'JSON 형식이 올바르지 않습니다.' };
    }
  }
  const orders: InstarterOrderInput[] = [];
  const lines = trimmed.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const cells = line.split(',').map((c) => c.trim());
    if (i === 0 && cells[0] === 'externalOrderNo') continue;
    if (cells.length !== CSV_COLUMNS.length) return { ok: false, message: `${i + 1}번째 줄: 값이 ${CSV_COLUMNS.length}개여야 합니다.` };
    const [externalOrderNo, buyerName, buyerCellPhone, productId, targetKey, quantity] = cells as [string, string, string, string, string, string];
    orders.push({ externalOrderNo, buyerName, buyerCellPhone, productId: Number(productId), targetKey, quantity: Number(quantity) });
  }
  return { ok: true, orders };
}
