/**
 * 위로/아래로 한 칸 옮긴 뒤의 id 순서. 같은 무리(같은 채널의 유형, 같은 유형의 상품, 같은 분류의 FAQ)
 * 안에서만 옮기고, 서버(PUT .../order)에는 그 무리의 id 전부를 새 순서로 보낸다. 옮길 수 없으면 null.
 */
export function movedIds<T extends { id: number }>(
  items: readonly T[],
  id: number,
  step: -1 | 1,
  sameGroup: (a: T, b: T) => boolean = () => true,
): number[] | null {
  const item = items.find((i) => i.id === id);
  if (!item) return null;
  const group = items.filter((i) => sameGroup(item, i));
  const from = group.indexOf(item);
  const to = from + step;
  if (to < 0 || to >= group.length) return null;
  const ids = group.map((i) => i.id);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
