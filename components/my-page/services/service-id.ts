import { notFound } from 'next/navigation';

/** 주소의 서비스 번호: 양의 정수가 아니면 api 에 묻지 않고 404 */
export function serviceIdOrNotFound(id: string): number {
  const n = Number(id);
  if (!/^\d{1,10}$/.test(id) || !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) notFound();
  return n;
}
