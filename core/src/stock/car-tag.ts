import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";

/** §4 car tag kinds, in precedence order (step 7 is `null`). */
export const CAR_TAGS = [
  "electric",
  "hybrid",
  "reserved",
  "certified",
  "custom",
  "coming-soon",
  "new-arrival",
] as const;
export type CarTagKind = (typeof CAR_TAGS)[number];

/** §9 new-arrival window: 8 days. */
export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 86_400_000;

/** A colour token the shells map to their theme; "brand" means the site's primary colour. */
export type CarTagColour = "green" | "red" | "teal" | "orange" | "blue" | "brand";

export type CarTag = {
  tag: CarTagKind | null;
  label: string;
  colour: CarTagColour | null;
  /** Step 3 for Toyota shows the certified-used image rather than a text banner. */
  image: "toyota-certified-used" | null;
};

type TagSite = {
  features: Pick<
    SiteConfig["features"],
    "electricTag" | "certifiedToyota" | "certifiedMercedesTag" | "runoutSaleColour"
  >;
};
type TagCar = Pick<
  Car,
  "simple_fuel" | "reserved" | "certified" | "car_type" | "make" | "tag" | "status" | "created_at"
>;

const NO_TAG: CarTag = { tag: null, label: "", colour: null, image: null };

const same = (a: string | null | undefined, b: string) => a?.trim().toLowerCase() === b;

/** §4 step 3: a used, certified Toyota (site switch) or Mercedes (its own switch). */
function certifiedTag(car: TagCar, site: TagSite): CarTag | null {
  if (!car.certified || !same(car.car_type, "used")) return null;
  const make = car.make?.trim().toLowerCase() ?? "";
  if (make === "toyota" && site.features.certifiedToyota) {
    return {
      tag: "certified",
      label: "Toyota Certified Pre-Owned",
      colour: "red",
      image: "toyota-certified-used",
    };
  }
  if (make.startsWith("mercedes") && site.features.certifiedMercedesTag) {
    return { tag: "certified", label: "Certified Pre-Owned", colour: "brand", image: null };
  }
  return null;
}

/** §4 step 6: created_at within the last 8 days of `now` (a future created_at counts as new). */
export function isNewArrival(createdAt: string | null | undefined, now: Date): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= NEW_ARRIVAL_DAYS * DAY_MS;
}

/**
 * §4 car tag on a card: the first of 7 steps that applies wins — electric/hybrid,
 * Reserved, certified used, the car's own tag, COMING SOON, new arrival, none.
 */
export function carTag(car: TagCar, site: TagSite, now: Date): CarTag {
  if (site.features.electricTag) {
    if (same(car.simple_fuel, "electric"))
      return { tag: "electric", label: "Electric", colour: "green", image: null };
    if (same(car.simple_fuel, "hybrid"))
      return { tag: "hybrid", label: "Hybrid", colour: "teal", image: null };
  }
  if (car.reserved) return { tag: "reserved", label: "Reserved", colour: "orange", image: null };
  const certified = certifiedTag(car, site);
  if (certified) return certified;
  const own = car.tag?.trim();
  if (own) {
    // §4 step 4: a 'runout sale' tag is green on one site, red on others.
    const colour = same(own, "runout sale") ? site.features.runoutSaleColour : "brand";
    return { tag: "custom", label: own, colour, image: null };
  }
  if (car.status === "coming_soon")
    return { tag: "coming-soon", label: "COMING SOON", colour: "blue", image: null };
  if (isNewArrival(car.created_at, now))
    return { tag: "new-arrival", label: "New Arrival", colour: "brand", image: null };
  return NO_TAG;
}
