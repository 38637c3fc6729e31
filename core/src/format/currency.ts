import type { Country } from "../locations/regions";

/** Issue 18: the ISO 4217 currency of a site's prices, from its country. */
export const COUNTRY_CURRENCIES = { AU: "AUD", NZ: "NZD" } as const satisfies Record<
  Country,
  string
>;
export type Currency = (typeof COUNTRY_CURRENCIES)[Country];

/**
 * The currency a site prices in (JSON-LD priceCurrency, ADF, feeds). Shoppers see "$25,990"
 * either way (§9): both countries write their dollar as "$".
 */
export function siteCurrency(site: { country?: Country | undefined }): Currency {
  return COUNTRY_CURRENCIES[site.country ?? "AU"];
}
