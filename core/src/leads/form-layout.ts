import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";
import { COMMENTS_OPTIONAL_FORMS, type LeadFormName } from "./lead-forms";

export type Dealership = SiteConfig["dealerships"][number];
/** The settings the lead form rules read: the stored SiteConfig or the browser's projection. */
export type LeadFormSite = Pick<SiteConfig, "locations" | "dealerships" | "features">;
export type DistributionLocation = { id: string; name: string };

/** What a lead form shows for a site (and car), so the web form and validateLead agree. */
export interface LeadFormLayout {
  /** §5: Comments are required unless the site relaxes them or the form marks them optional. */
  commentsRequired: boolean;
  /** The location select's options, or null when it is not shown (required when shown, §5). */
  locationOptions: Location[] | null;
  /** The dealership select's options, or null when it is not shown (required when shown, §5). */
  dealershipOptions: Dealership[] | null;
  /** §3: a distribution location selector when the car's location has distribution locations. */
  distributionLocations: DistributionLocation[] | null;
  /**
   * §4: Service Booking derives dealership_slug from the chosen service location on some
   * sites; these are the locations it may derive from (empty when it does not derive).
   */
  derivationLocations: Location[];
}

/** Which locations a form's location select lists; forms about a car take the car's location. */
const LOCATION_SELECT: Partial<Record<LeadFormName, (l: Location) => boolean>> = {
  general: isSalesLocation,
  "find-me-something-similar": isSalesLocation,
  "service-booking": (l) => typeOf(l) === "service",
  parts: (l) => typeOf(l) === "parts",
};

/** Forms that route by dealership when no location select decides it. */
const DEALERSHIP_SELECT_FORMS: readonly LeadFormName[] = [
  "general",
  "service-booking",
  "parts",
  "finance",
  "find-me-something-similar",
];

function typeOf(location: Location): string {
  return (location.location_type ?? "").trim().toLowerCase();
}

/** An empty location type means sales (§3); used-car yards take sales enquiries too. */
function isSalesLocation(location: Location): boolean {
  const type = typeOf(location);
  return type === "" || type === "sales" || type === "used";
}

/** §5 enquiry form rules as a layout: which selects are shown and whether Comments are required. */
export function leadFormLayout(
  form: LeadFormName,
  site: LeadFormSite,
  car?: Pick<Car, "location"> | null,
): LeadFormLayout {
  const select = LOCATION_SELECT[form];
  const candidates = select
    ? uniqueBySlug(site.locations.filter((l) => l.visible !== false && select(l)))
    : [];
  // A select with one option decides nothing, so it is not shown.
  const locationOptions = candidates.length >= 2 ? candidates : null;
  const derives = form === "service-booking" && site.features.serviceDerivesDealership;
  const dealershipShown =
    DEALERSHIP_SELECT_FORMS.includes(form) &&
    locationOptions === null &&
    !derives &&
    site.dealerships.length >= 2;
  const distribution = car?.location?.distribution_locations ?? [];
  const bookingForm = form === "test-drive" || form === "multi-step";
  return {
    commentsRequired: !site.features.commentsOptional && !COMMENTS_OPTIONAL_FORMS.includes(form),
    locationOptions,
    dealershipOptions: dealershipShown ? site.dealerships : null,
    distributionLocations: bookingForm && distribution.length > 0 ? distribution : null,
    derivationLocations: derives ? (locationOptions ?? candidates) : [],
  };
}

function uniqueBySlug(locations: Location[]): Location[] {
  const seen = new Set<string>();
  return locations.filter((l) => !seen.has(l.slug) && seen.add(l.slug));
}

const same = (a: string | null | undefined, b: string) =>
  typeof a === "string" && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The listed location a select value names (by slug, id or name, case-insensitively). */
export function findLocation(options: Location[], value: string): Location | undefined {
  return options.find((l) => same(l.slug, value) || same(l.id, value) || same(l.name, value));
}

/** The listed dealership a select value names (by slug, id or name). */
export function findDealership(options: Dealership[], value: string): Dealership | undefined {
  return options.find((d) => same(d.slug, value) || same(d.id, value) || same(d.name, value));
}

/** The distribution location a value names (by id or name). */
export function findDistributionLocation(
  options: DistributionLocation[],
  value: string,
): DistributionLocation | undefined {
  return options.find((d) => same(d.id, value) || same(d.name, value));
}

/**
 * The location a general enquiry about `wanted` is routed to: itself when the form's location
 * select offers it, else the first of its dealership's other locations (`siblings`) that the
 * select offers (a Service tab's enquiry goes to the dealership's sales desk), else itself.
 */
export function enquiryLocationFor(
  layout: Pick<LeadFormLayout, "locationOptions">,
  wanted: Location,
  siblings: readonly Location[],
): Location {
  const options = layout.locationOptions;
  if (!options) return wanted;
  const offered = (l: Location) => options.some((o) => o.slug === l.slug);
  if (offered(wanted)) return wanted;
  return siblings.find(offered) ?? wanted;
}
