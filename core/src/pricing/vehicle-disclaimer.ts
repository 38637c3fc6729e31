import type { Country } from "../locations/regions";
import type { Car } from "../schemas/car";
import { priceTypeLabel } from "./price-type";

/**
 * What each known price type label means, for the disclaimer under a vehicle, in the site's
 * country: New Zealand has no stamp duty and no compulsory third party insurance (issue 37 §3:
 * the NZ tenant's disclaimer named both); its on-road costs are registration and licensing and a
 * current warrant of fitness.
 */
const PRICE_TYPE_NOTES: Record<Country, Record<string, string>> = {
  AU: {
    "Drive Away":
      "Drive Away prices include registration, compulsory third party insurance, stamp duty and dealer delivery.",
    "Excl. Govt. Charges":
      "Prices marked Excl. Govt. Charges do not include government charges such as registration, compulsory third party insurance and stamp duty.",
    "+ ORC": "Prices marked + ORC do not include on-road costs.",
  },
  NZ: {
    "Drive Away":
      "Drive Away prices include registration and licensing, a current warrant of fitness and dealer delivery.",
    "Excl. Govt. Charges":
      "Prices marked Excl. Govt. Charges do not include government charges such as registration and licensing.",
    "+ ORC":
      "Prices marked + ORC do not include on-road costs such as registration and licensing and a warrant of fitness.",
  },
};

/**
 * §2 the vehicle page disclaimer: the listing may change and must be confirmed with the
 * dealer; what the car's price type includes; and, when the sidebar shows a finance
 * estimate (marked *), the lender's disclaimer behind that asterisk.
 */
export function vehicleDisclaimer(input: {
  dealerName: string;
  /** The site's country: what a price type includes is the country's words. */
  country: Country;
  car: Pick<Car, "price_type">;
  financeEstimateShown: boolean;
  financeDisclaimer: string | null | undefined;
}): string[] {
  const label = priceTypeLabel(input.car);
  const finance = input.financeDisclaimer?.trim();
  const note = label ? PRICE_TYPE_NOTES[input.country][label] : undefined;
  return [
    `Prices, specifications, features and availability are subject to change without notice and may contain errors. Please confirm every detail with ${input.dealerName} before you buy. Images are for illustration.`,
    ...(note ? [note] : []),
    ...(input.financeEstimateShown && finance ? [`* ${finance}`] : []),
  ];
}
