import type { SiteConfig } from "../schemas/site-config";

type WordSite = { theme: Pick<SiteConfig["theme"], "vehicleWord"> };

/** The site's vehicle word ("Car" by default; motorcycle sites say "Motorcycle"). */
export function vehicleWord(site: WordSite): string {
  return site.theme.vehicleWord.trim() || "Car";
}

/**
 * The word for one vehicle: its own item type when it is not a car ("Motorcycle", "Truck",
 * "Caravan"), else the site's word. Issue 37 §3: a motorcycle on a car dealer's site was headed
 * "Car Details" and "Used Car Information".
 */
export function itemVehicleWord(site: WordSite, car?: { item_type?: string | null }): string {
  const item = car?.item_type?.trim().toLowerCase();
  if (!item || item === "car") return vehicleWord(site);
  return item.charAt(0).toUpperCase() + item.slice(1);
}

/** §2 details card heading '{vehicle word} Details', in the car's own word when given. */
export function vehicleDetailsHeading(site: WordSite, car?: { item_type?: string | null }): string {
  return `${itemVehicleWord(site, car)} Details`;
}

/** §2 sold-state messages on the vehicle page; the word is lower-case mid-sentence. */
export function soldMessages(site: WordSite): { heading: string; lines: [string, string] } {
  const word = vehicleWord(site).toLowerCase();
  return {
    heading: "SOLD",
    lines: [
      `Unfortunately this ${word} recently sold.`,
      `But don't worry, we can help you find a similar ${word}!`,
    ],
  };
}

/**
 * §2 similar-cars heading 'Similar {vehicle}s In-Stock' or 'Available'. The spec does not say
 * which site uses which, so the wording is a parameter ("In-Stock" by default).
 */
export function similarCarsHeading(
  site: WordSite,
  wording: "In-Stock" | "Available" = "In-Stock",
): string {
  return `Similar ${vehicleWord(site)}s ${wording}`;
}
