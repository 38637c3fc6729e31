/**
 * §4 search result cache: keyed by offset, query, sort and refinements (plus site,
 * filter and facets); the oldest entry is dropped at the limit. Map keeps insertion order.
 */
export class ResultCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly limit: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    if (this.limit <= 0) return;
    this.entries.set(key, value);
    while (this.entries.size > this.limit)
      this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Drops every entry whose key starts with `prefix` (one site's results after its stock changed). */
  invalidate(prefix: string): void {
    for (const key of [...this.entries.keys()])
      if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }
}
