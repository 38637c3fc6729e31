/** §2 dealer licence number shown as DL# followed by the number; null when there is none. */
export function dealerLicenceLabel(licence: string | null | undefined): string | null {
  const n = licence?.trim();
  return n ? `DL# ${n}` : null;
}

/** §2 motor vehicle repairer number, labelled MRB; null when there is none. */
export function motorVehicleRepairerLabel(mrb: string | null | undefined): string | null {
  const n = mrb?.trim();
  return n ? `MRB ${n}` : null;
}

/**
 * §2 /contact-us/{location-name-slug}: the location name without a trailing Sales, Service
 * or Parts word, lower-cased with runs of other characters turned into single hyphens.
 */
export function contactUsSlug(locationName: string): string {
  const base = locationName.trim().replace(/\s+(sales|service|parts)$/i, "");
  return base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** §9 location cards: more than 3 changes the swipe hint; more than 4 changes the item width. */
export function locationCardLayout(count: number): { swipeHint: boolean; narrowItems: boolean } {
  return { swipeHint: count > 3, narrowItems: count > 4 };
}
