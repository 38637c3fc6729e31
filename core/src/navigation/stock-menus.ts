import type { Manufacturer } from "../schemas/catalogue";
import type { MenuItem, SiteConfig } from "../schemas/site-config";
import { ALL_STOCK_PATH, slugify } from "../search/search-path";
import { resolveSearchUrl } from "../search/search-url";
import type { SearchVocabulary } from "../search/search-vocabulary";
import { modelsLink } from "./routes";

/**
 * §2 menus built from stock (Stock, Vehicle Types / Body Types): only values that have cars,
 * each linking to a search path that resolves to exactly that value on the site.
 */

type StockMenuSite = Pick<
  SiteConfig,
  "dealerships" | "locations" | "manufacturers" | "models" | "stock"
>;
export type StockCarType = "new" | "demo" | "used";

/** §2 default stock slugs by car type. */
export const STOCK_SLUGS = { new: "new-cars", demo: "demo-cars", used: "used-cars" } as const;

/**
 * The car types the Stock dropdown lists: those the site sells that have cars, in §9 order;
 * and whether an "All" entry is worth showing (more than one of them).
 */
export function stockCarTypes(
  site: Pick<SiteConfig, "stock">,
  vocabulary: Pick<SearchVocabulary, "car_type">,
): { types: StockCarType[]; all: boolean } {
  const sold = site.stock.carTypes ?? (["new", "demo", "used"] as const);
  const withCars = new Set(vocabulary.car_type ?? sold);
  const types = sold.filter((t) => withCars.has(t));
  return { types, all: types.length > 1 };
}

/** /search/{body}-cars when it resolves to exactly that body on the site, else the query form. */
export function bodySearchPath(
  body: string,
  site: StockMenuSite,
  vocabulary: SearchVocabulary,
): string {
  const path = `/search/${encodeURIComponent(slugify(body))}-cars`;
  const read = resolveSearchUrl(path, site, vocabulary);
  const exact =
    read.ok && JSON.stringify(read.state.refinementList) === JSON.stringify({ body: [body] });
  return exact ? path : `${ALL_STOCK_PATH}?refinementList[body][0]=${encodeURIComponent(body)}`;
}

/**
 * §2 vehicle-type dropdown: the distinct manufacturer body types (in first-seen order) that have
 * something behind them — a model of that body on /models?body= when the site has a model list,
 * else cars of that body in stock (/search/{body}-cars). A site whose manufacturers list no body
 * types gets the body types of its stock, largest first.
 */
export function stockVehicleTypeMenu(
  site: StockMenuSite & { manufacturers: readonly Pick<Manufacturer, "manufacturer_body">[] },
  vocabulary: SearchVocabulary,
): MenuItem[] {
  const declared = new Map<string, string>();
  for (const m of site.manufacturers) {
    for (const body of m.manufacturer_body ?? []) {
      const label = body.trim();
      if (label && !declared.has(slugify(label))) declared.set(slugify(label), label);
    }
  }
  if (site.models.length > 0) {
    const modelBodies = new Set(site.models.flatMap((m) => (m.body ? [slugify(m.body)] : [])));
    return [...declared]
      .filter(([slug]) => modelBodies.has(slug))
      .map(([, label]) => ({ label, href: modelsLink(label) }));
  }
  const stockBodies = new Map((vocabulary.body ?? []).map((b) => [slugify(b), b]));
  const bodies =
    declared.size > 0
      ? [...declared.keys()].flatMap((slug) => {
          const body = stockBodies.get(slug);
          return body ? [body] : [];
        })
      : [...stockBodies.values()];
  return bodies.map((body) => ({ label: body, href: bodySearchPath(body, site, vocabulary) }));
}
