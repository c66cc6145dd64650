import { notFound } from 'next/navigation';

/** 편집 화면 주소의 [id]: 'new' 는 새로 만들기(null), 양의 정수가 아니면 404 */
export function editorIdOrNotFound(id: string): number | null {
  if (id === 'new') return null;
  const n = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(n) || n < 1) notFound();
  return n;
}
