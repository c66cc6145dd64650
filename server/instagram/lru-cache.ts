/**
 * 작은 메모리 캐시 두 가지. Map 은 넣은 순서를 지키므로 꺼낼 때 다시 넣으면 LRU 가 된다.
 * 인스턴스마다 따로 들고, 여러 대로 늘려도 각자 잠깐 들고 있을 뿐이다.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: V; expiresAt: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expiresAt <= now) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, now: number) {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** 들고 있는 바이트의 합으로 크기를 묶는 LRU: 이미지 몇 개가 메모리를 다 차지하지 못하게 */
export class ByteLru<V extends { bytes: Uint8Array }> {
  private entries = new Map<string, V>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  get size() {
    return this.total;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: V) {
    if (value.bytes.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.bytes.length;
    }
    this.entries.set(key, value);
    this.total += value.bytes.length;
    while (this.total > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.total -= oldest.bytes.length;
    }
  }
}
