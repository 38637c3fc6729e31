import { contactUsSlug } from "../locations/labels";
import type { Car } from "../schemas/car";
import type { Model, ModelVariant } from "../schemas/catalogue";
import type { SiteConfig } from "../schemas/site-config";

/** §2 sign-in types. */
export const SIGN_IN_TYPES = [
  "watchlist",
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "online-payment",
  "car-finance",
  "my-garage",
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

/** §2 /sign-in?type={type}&redirect={target}&back={previous page}, each value URI-encoded. */
export function signInUrl(type: SignInType, redirect: string, back: string): string {
  const q = (v: string) => encodeURIComponent(v);
  return `/sign-in?type=${q(type)}&redirect=${q(redirect)}&back=${q(back)}`;
}

/** §2 vehicle detail page /cars/{slug}. */
export function carLink(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}`;
}

/** §2 /contact-us/{location-name-slug}: the name without a trailing Sales, Service or Parts word. */
export function contactUsLink(locationName: string): string {
  return `/contact-us/${contactUsSlug(locationName)}`;
}

/** §2 models body slug: the body name lower-cased, spaces to hyphens ("Cab Chassis" → "cab-chassis"). */
export function modelsBodySlug(body: string): string {
  return body.trim().toLowerCase().replace(/\s+/g, "-");
}

/** §2 /models, or /models?body={slug} for one body type. */
export function modelsLink(body?: string | null): string {
  return body?.trim() ? `/models?body=${encodeURIComponent(modelsBodySlug(body))}` : "/models";
}

/** §2 anchor coming-soon models link to instead of the quote page. */
export const ORDER_NOW_FORM_ANCHOR = "#form-section";

/**
 * §2 quote page /models/order-now?model_id={slug}&model_name={name}&vehicle={encoded full name};
 * a coming-soon model links to #form-section instead. The vehicle is the variant's full name
 * when one is chosen, else the model name.
 */
export function orderNowLink(
  model: Pick<Model, "slug" | "name" | "status">,
  variant?: Pick<ModelVariant, "full_name"> | null,
): string {
  if (model.status === "coming_soon") return ORDER_NOW_FORM_ANCHOR;
  const vehicle = variant?.full_name?.trim() || model.name;
  return `/models/order-now?model_id=${encodeURIComponent(model.slug)}&model_name=${encodeURIComponent(model.name)}&vehicle=${encodeURIComponent(vehicle)}`;
}

/** §4 reserve leads to /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites. */
export function reserveLink(
  car: Pick<Car, "slug">,
  site: { features: Pick<SiteConfig["features"], "reserveRoute"> },
): string {
  return `${carLink(car.slug ?? "")}/${site.features.reserveRoute}`;
}

/** §2 online purchase /checkout-journey?car_id={slug}. */
export function checkoutJourneyLink(car: Pick<Car, "slug">): string {
  return `/checkout-journey?car_id=${encodeURIComponent(car.slug ?? "")}`;
}

/** §2 printable page /print?car_id={slug} (opened in a new tab). */
export function printLink(car: Pick<Car, "slug">): string {
  return `/print?car_id=${encodeURIComponent(car.slug ?? "")}`;
}

/** §2 trade-in valuation for a vehicle /cars/trade-in?car_id={id}. */
export function tradeInLink(car: Pick<Car, "id">): string {
  return `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`;
}
