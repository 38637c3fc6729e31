import type { Car } from "../schemas/car";
import { type SearchState, SearchState as SearchStateSchema } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";
import { facetValuesOf } from "../search/facet-values";
import type { SearchUrlSite } from "../search/search-path";
import { formatSearchUrl } from "../search/search-url";
import type { SearchVocabulary } from "../search/search-vocabulary";
import { vehicleWord } from "../stock/vehicle-word";

export type Breadcrumb = { label: string; href: string | null };

type CrumbSite = SearchUrlSite & Pick<SiteConfig, "theme">;

/** The stock hierarchy a trail walks down: car type, make, model, body type. */
type StockLevels = {
  carType?: string | null;
  make?: string | null;
  model?: string | null;
  body?: string | null;
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** §2 the car's title: year, make, model (the car's name when those are missing). */
export function carTitle(car: Pick<Car, "year" | "make" | "model" | "name">): string {
  const parts = [car.year, car.make, car.model].filter((p) => p != null && String(p).trim() !== "");
  return parts.length > 0 ? parts.join(" ") : (car.name ?? "");
}

/**
 * "The dealer's model list": its catalogue models, and with a stock vocabulary the models it
 * has in stock under that make.
 */
function inModelList(
  model: string,
  make: string | null,
  site: CrumbSite,
  vocabulary: SearchVocabulary,
): boolean {
  const wanted = model.toLowerCase();
  if (site.models.some((m) => m.name.trim().toLowerCase() === wanted)) return true;
  return (vocabulary.make_model ?? []).some(
    (pair) => make !== null && pair.toLowerCase() === `${make} ${model}`.toLowerCase(),
  );
}

/** Home, then one crumb per stock level, each linking to the search refined down to it. */
function stockTrail(
  levels: StockLevels,
  site: CrumbSite,
  vocabulary: SearchVocabulary,
): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ label: "Home", href: "/" }];
  const refinements: SearchState["refinementList"] = {};
  const link = () =>
    formatSearchUrl(SearchStateSchema.parse({ refinementList: refinements }), site, vocabulary);

  const type = levels.carType?.trim().toLowerCase();
  if (type === "new" || type === "demo" || type === "used") {
    refinements.car_type = [type];
    crumbs.push({ label: `${cap(type)} ${vehicleWord(site)}s`, href: link() });
  }
  const make = levels.make?.trim();
  if (make) {
    refinements.make = [make];
    crumbs.push({ label: make, href: link() });
  }
  const model = levels.model?.trim();
  if (model && inModelList(model, make ?? null, site, vocabulary)) {
    refinements.model = [model];
    crumbs.push({ label: model, href: link() });
  }
  const body = levels.body?.trim();
  if (body) {
    refinements.body = [body];
    crumbs.push({ label: body, href: link() });
  }
  return crumbs;
}

/**
 * §2 breadcrumb trail: Home, car type, make, model (only if the model is in the dealer's model
 * list), body type, then the current title. Search crumbs link to the search page refined so far
 * (path forms resolving against `vocabulary` when given).
 */
export function carBreadcrumbs(
  car: Pick<Car, "car_type" | "make" | "model" | "body" | "simple_body" | "year" | "name">,
  site: CrumbSite,
  vocabulary: SearchVocabulary = {},
): Breadcrumb[] {
  const levels = {
    carType: car.car_type,
    make: car.make,
    model: car.model,
    // The body facet's own value (simple_body first): the crumb then reads as the car's Key
    // information says ("Hatch", not "5D Hatchback") and its link finds the car.
    body: facetValuesOf(car as Car, "body")[0] ?? null,
  };
  return [...stockTrail(levels, site, vocabulary), { label: carTitle(car), href: null }];
}

/**
 * §2 the search page's trail down the same hierarchy: each level the search is refined to one
 * value of (car type, make, model, body); the deepest is the current page (no link). A search
 * refined to none of them is Home, then `title`.
 */
export function searchBreadcrumbs(
  state: SearchState,
  site: CrumbSite,
  vocabulary: SearchVocabulary,
  title: string,
): Breadcrumb[] {
  const one = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0] : null);
  const list = state.refinementList;
  const trail = stockTrail(
    {
      carType: one(list.car_type),
      make: one(list.make),
      model: one(list.make) ? one(list.model) : null,
      body: one(list.body),
    },
    site,
    vocabulary,
  );
  const last = trail.at(-1);
  if (trail.length === 1 || !last) return [...trail, { label: title, href: null }];
  return [...trail.slice(0, -1), { label: last.label, href: null }];
}

/** schema.org BreadcrumbList for a trail; links absolute against the site's base address. */
export function breadcrumbListJsonLd(crumbs: readonly Breadcrumb[], baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, baseUrl).toString() } : {}),
    })),
  };
}
