import type { SiteConfig } from "../schemas/site-config";
import { vehicleWord } from "./vehicle-word";

type PromiseSite = {
  theme: Pick<SiteConfig["theme"], "vehicleWord">;
  stock: Pick<SiteConfig["stock"], "carTypes">;
};

const ORDER = ["new", "demo", "used"] as const;

/** "new", "new and used", "new, demo and used": the car types the site actually sells. */
export function stockTypesPhrase(site: Pick<PromiseSite, "stock">): string {
  const sold = site.stock.carTypes ?? ORDER;
  const types = ORDER.filter((t) => sold.includes(t));
  if (types.length <= 1) return types[0] ?? "";
  return `${types.slice(0, -1).join(", ")} and ${types[types.length - 1]}`;
}

/**
 * Issue 15 §2: the home hero's line names only the stock the site sells, so a used-only site
 * never promises new cars.
 */
export function heroStockLine(site: PromiseSite): string {
  const word = vehicleWord(site).toLowerCase();
  const types = stockTypesPhrase(site);
  return types ? `Find your next ${word} from our ${types} stock.` : `Find your next ${word}.`;
}
