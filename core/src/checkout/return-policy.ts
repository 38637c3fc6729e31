import type { SiteConfig } from "../schemas/site-config";

/** §9 return window: 14 days from delivery. */
export const RETURN_WINDOW_DAYS = 14;
/** §9 return window: no more than 500 km driven. */
export const RETURN_MAX_KM = 500;

/** §5 return policy terms (one dealer group), in the spec's order, with the §9 window. */
export const RETURN_POLICY_TERMS: readonly string[] = [
  "Consumer purchases only.",
  `Notify us within ${RETURN_WINDOW_DAYS} days of delivery.`,
  `No more than ${RETURN_MAX_KM} km driven.`,
  "At least a quarter tank of fuel.",
  "Keys and accessories returned.",
  "Free of encumbrance.",
];

/** §5: the return policy is shown only where the site configures it. */
export function showsReturnPolicy(site: {
  features: Pick<SiteConfig["features"], "returnPolicy">;
}): boolean {
  return site.features.returnPolicy;
}
