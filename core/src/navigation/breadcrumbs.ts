import type { Car } from "../schemas/car";
import { SearchState } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";
import { formatSearchUrl } from "../search/search-url";
import { vehicleWord } from "../stock/vehicle-word";

export type Breadcrumb = { label: string; href: string | null };

type CrumbSite = Pick<
  SiteConfig,
  "dealerships" | "locations" | "manufacturers" | "models" | "theme"
>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** §2 the car's title: year, make, model (the car's name when those are missing). */
export function carTitle(car: Pick<Car, "year" | "make" | "model" | "name">): string {
  const parts = [car.year, car.make, car.model].filter((p) => p != null && String(p).trim() !== "");
  return parts.length > 0 ? parts.join(" ") : (car.name ?? "");
}

/**
 * §2 breadcrumb trail: Home, car type, make, model (only if the model is in the dealer's model
 * list), body type, then the current title. Search crumbs link to the search page refined so far.
 */
export function carBreadcrumbs(
  car: Pick<Car, "car_type" | "make" | "model" | "body" | "simple_body" | "year" | "name">,
  site: CrumbSite,
): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ label: "Home", href: "/" }];
  const refinements: Record<string, string[]> = {};
  const link = () => formatSearchUrl(SearchState.parse({ refinementList: refinements }), site);

  const type = car.car_type?.trim().toLowerCase();
  if (type === "new" || type === "demo" || type === "used") {
    refinements.car_type = [type];
    crumbs.push({ label: `${cap(type)} ${vehicleWord(site)}s`, href: link() });
  }
  const make = car.make?.trim();
  if (make) {
    refinements.make = [make];
    crumbs.push({ label: make, href: link() });
  }
  const model = car.model?.trim();
  const inModelList =
    model && site.models.some((m) => m.name.trim().toLowerCase() === model.toLowerCase());
  if (model && inModelList) {
    refinements.model = [model];
    crumbs.push({ label: model, href: link() });
  }
  const body = (car.body ?? car.simple_body)?.trim();
  if (body) {
    refinements.body = [body];
    crumbs.push({ label: body, href: link() });
  }
  crumbs.push({ label: carTitle(car), href: null });
  return crumbs;
}
