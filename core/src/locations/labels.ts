/** §2 dealer licence number shown as DL# followed by the number; null when there is none. */
export function dealerLicenceLabel(licence: string | null | undefined): string | null {
  const n = licence?.trim();
  return n ? `DL# ${n}` : null;
}

/**
 * §2 motor vehicle repairer number, labelled MRB; null when there is none. Feeds often write
 * the number with its own "MRB" prefix, which is not repeated ("MRB 45123", not "MRB MRB 45123").
 */
export function motorVehicleRepairerLabel(mrb: string | null | undefined): string | null {
  const n = mrb
    ?.trim()
    .replace(/^mrb[\s#:.-]*/i, "")
    .trim();
  return n ? `MRB ${n}` : null;
}

/**
 * §2 a location name without a trailing Sales, Service or Parts word: the dealership the
 * department belongs to ("Springwood Subaru Service" → "Springwood Subaru").
 */
export function dealershipNameOf(locationName: string): string {
  const name = locationName.trim().replace(/\s+/g, " ");
  const base = name.replace(/ (sales|service|parts)$/i, "");
  return base === "" ? name : base;
}

/**
 * §2 /contact-us/{location-name-slug}: the location name without a trailing Sales, Service
 * or Parts word, lower-cased with runs of other characters turned into single hyphens.
 */
export function contactUsSlug(locationName: string): string {
  return dealershipNameOf(locationName)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** §9 location cards: more than 3 changes the swipe hint; more than 4 changes the item width. */
export function locationCardLayout(count: number): { swipeHint: boolean; narrowItems: boolean } {
  return { swipeHint: count > 3, narrowItems: count > 4 };
}
