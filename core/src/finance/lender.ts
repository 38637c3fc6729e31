import type { Car, CarFinanceLender } from "../schemas/car";

function keyOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * The car's finance_lenders record for a provider (§3: keyed by provider).
 * Feeds spell keys loosely ("nissan_finance", "NissanFinance"), so keys are
 * compared without case or punctuation.
 */
export function lenderFor(
  car: Pick<Car, "finance_lenders">,
  provider: string,
): CarFinanceLender | null {
  const lenders = car.finance_lenders;
  if (!lenders) return null;
  const exact = lenders[provider];
  if (exact) return exact;
  const wanted = keyOf(provider);
  const match = Object.entries(lenders).find(([key]) => keyOf(key) === wanted);
  return match?.[1] ?? null;
}
