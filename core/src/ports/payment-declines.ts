/**
 * Issue 30 §10: declined card payments, counted per client address and per site over a window in
 * the store's shared counters, so every instance counts against one total (as the rate limits do).
 */
export interface PaymentDeclineCounter {
  /** The declines counted now for this client address and for the whole site (nothing added). */
  counts(site: string, clientAddress: string): Promise<{ client: number; site: number }>;
  /** Counts one decline against the client address and the site, each for `windowMs`. */
  record(site: string, clientAddress: string, windowMs: number): Promise<void>;
}
