/**
 * Issue 30 §9: adds one hit to `key` in a window of `windowMs` and resolves the key's count
 * after it, counted where the rate limits count (the store's shared counter), so every
 * instance counts against one total.
 */
export type HitCounter = (key: string, windowMs: number) => Promise<number>;
